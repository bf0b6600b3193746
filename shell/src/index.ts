import { prefetchRemotes } from './remotes/remotesManifest';

prefetchRemotes();
// Async boundary: the shared singletons are negotiated before any app code runs (DESIGN §3).
import('./bootstrap');
