// The module exposed as 'mf_admin/app': single-spa lifecycles for the shell.
import { defineRemote } from '@venues/mf-kit';
import { App } from './AppRoutes';

// antd: 'pages' puts no antd providers around the app, and no page of mf-admin wraps itself in them:
// the remote loads no antd.
export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-admin', App, antd: 'pages' });
