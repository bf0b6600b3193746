import { defineRemote } from '@venues/mf-kit';
import { AppRoutes } from './AppRoutes';

/**
 * The module exposed as `mf_discovery/app`: single-spa lifecycles for the shell. antd: 'pages' —
 * the pages using antd wrap themselves (AppRoutes), so the landing page loads no antd.
 */
export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-discovery', App: AppRoutes, antd: 'pages' });
