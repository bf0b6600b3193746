import { defineRemote } from '@venues/mf-kit';
import { AppRoutes } from './AppRoutes';

/**
 * The module exposed as `mf_discovery/app`: single-spa lifecycles for the shell. antd: 'pages' —
 * no antd providers around the app: no page of this remote uses antd (AppRoutes).
 */
export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-discovery', App: AppRoutes, antd: 'pages' });
