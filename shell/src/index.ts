// DM Sans for the whole page (docs/spec.md §9): the shell owns the document, so it declares the font once.
import '@venues/ui/fonts';
// The antd theme's tokens as CSS variables (--vn-*): the chrome and the pages without antd use them.
import '@venues/ui/theme.css';
import { prefetchRemotes } from './remotes/remotesManifest';
import { prefetchRoutes } from './routes/siteRoutes';
import { prefetchCountries } from './services/earlyCountries';

prefetchRemotes();
prefetchRoutes();
prefetchCountries();
// Async boundary: the shared singletons are negotiated before any app code runs (docs/design.md §3).
import('./bootstrap');
