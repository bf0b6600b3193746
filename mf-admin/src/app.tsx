// The module exposed as 'mf_admin/app': single-spa lifecycles for the shell.
import { defineRemote } from '@venues/mf-kit';
import { App } from './AppRoutes';

// antd: 'app': the whole app inside the antd theme providers (every page draws with antd).
export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-admin', App, antd: 'app' });
