import type { PageRoute } from '@venues/contracts';
import { defineServerRender } from '@venues/mf-kit/ssr';
import { AppRoutes } from './AppRoutes';
import { ROUTES } from './routes';

const pages: readonly PageRoute[] = Object.values(ROUTES);

/**
 * The module exposed as `mf_discovery/ssr` by the server build (docs/ssr.md): the API server's
 * render of the public pages — the same for every visitor, so their HTML can be drawn before any
 * script runs. Those are the routes marked `ssr` in src/routes.ts; the others (the pages of one
 * visitor: favourites, shortlists, compare; the recommended list; the owner's draft preview) stay
 * client-rendered, and are checked first (`venues/recommended` would otherwise be `venues/:venue`).
 */
export const render = defineServerRender({
  name: 'mf-discovery',
  App: AppRoutes,
  antd: 'pages',
  clientOnly: pages.filter((r) => !r.ssr).map((r) => r.pattern),
  routes: pages.filter((r) => r.ssr).map((r) => r.pattern),
});
