import { defineRemote } from '@venues/mf-kit';
import { AppRoutes } from './AppRoutes';

/** The module exposed as `mf_discovery/app`: single-spa lifecycles for the shell. */
export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-discovery', App: AppRoutes });
