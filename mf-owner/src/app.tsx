// The module exposed as 'mf_owner/app': single-spa lifecycles for the shell.
import { defineRemote } from '@venues/mf-kit';
import { App } from './AppRoutes';

export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-owner', App, antd: 'app' });
