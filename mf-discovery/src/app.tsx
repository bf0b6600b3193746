import { defineRemote } from '@venues/mf-kit';
import { App } from './App';

/** The module exposed as `mf_discovery/app`: single-spa lifecycles for the shell. */
export const { bootstrap, mount, unmount } = defineRemote({ name: 'mf-discovery', App });
