// The shell's server build (docs/ssr.md): the header and footer of a server-drawn public page.
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import type { CountrySetting, PageData, SiteRoute } from '@venues/contracts';
import { session } from '@venues/session';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { renderingAt } from './routing/navigation';
import { defaultCountryOf, knownCodes } from './services/countries';
import { shellState } from './shellState';

// No reactions on the server: a draw reads the stores once and is thrown away.
enableStaticRendering(true);

export interface ChromeInput {
  /** The page's path with its query. */
  url: string;
  /** The page's inlined answers; the storefront list is read from them. */
  data: PageData;
  /** The remotes remotes.json names: the header links only to pages that are deployed. */
  remotes: string[];
  /** The site's pages (the table the page inlines as `venues-routes`: SiteRoute[], merged and ordered). */
  routes: SiteRoute[];
}

export interface Chrome {
  header: string;
  /** Null on the pages without a footer (the bare layout). */
  footer: string | null;
}

/**
 * The chrome a visitor who is not signed in sees on `url`, drawn by the same components the
 * browser renders (the browser draws it anew at start-up, over the same markup). Null when the
 * URL redirects. Synchronous under the hood: the shell's stores are set for this one draw.
 */
export async function render({ url, data, remotes, routes }: ChromeInput): Promise<Chrome | null> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const location = { pathname, search: search ? `?${search}` : '' };
  const settings = (data['/v1/country-settings'] as { data?: CountrySetting[] } | undefined)?.data ?? [];
  shellState.setCountries(settings, knownCodes(settings), defaultCountryOf(settings));
  shellState.setAvailableRemotes(remotes);
  shellState.setRoutes(routes ?? []);
  const decision = shellState.decide(location);
  if (decision.kind === 'redirect') return null;
  session.setCountry(decision.country);
  const bare = decision.layout === 'bare';
  return renderingAt(location, () => ({
    header: renderToString(<Header minimal={bare} />),
    footer: bare ? null : renderToString(<Footer />),
  }));
}
