import { reaction } from 'mobx';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { installScrollRestoration } from './routing/scrollRestoration';
import { authApi, configureApiClient, countryApi, notificationsApi, type SessionEndReason } from '@venues/api-client';
import { configureSession, session, ui } from '@venues/session';
import { ALT_HOSTS, LOGIN_API_VERSION, MAIN_ORIGIN, PRODUCT, TENANT_API_KEY, TENANT_CODE } from './config';
import { shellState } from './shellState';
import { altDomainRedirect } from './routing/altDomain';
import { fetchRoutes, loginPath, type SiteRoute } from './routes';
import { loadCountries } from './services/countries';
import { takeEarlyCountries } from './services/earlyCountries';
import { createSessionLoader } from './services/sessionLoader';
import { startSocket } from './services/socket';
import { fetchRemotes, type RemotesMap } from './remotes/remotesManifest';
import { registerRemoteApps } from './remotes/singleSpaApps';
import { startReleasePickUp } from './remotes/releasePickUp';
import { startVersionPoller, VersionWatcher } from './remotes/versionPoller';
import { handleChunkError } from './remotes/reloadGuard';
import { yieldToBrowser } from './yieldToBrowser';

function currentPath(): string {
  return location.pathname + location.search;
}

/** Where the api-client sends the user when it ends the session (docs/design.md §4). */
function onSessionEnded(reason: SessionEndReason): void {
  const country = session.country;
  if (reason === 'refresh-failed') {
    ui.showSnackbar('Your session has expired. Please sign in again.', 'warning');
    navigateToUrl(loginPath(country, currentPath()));
  } else {
    ui.showSnackbar('Your account is no longer active.', 'error');
    navigateToUrl(`/${country}`);
  }
}

export interface Started {
  loadSession: () => Promise<void>;
}

/**
 * Start-up (docs/spec.md §2, §4; docs/design.md §1): configure the session and API client, learn the countries,
 * the remotes and the site's pages, settle the first URL, register the remotes with the federation runtime and
 * single-spa, then start routing. Returns null when the page is leaving (alt-domain redirect).
 */
export async function startShell(): Promise<Started | null> {
  const alt = altDomainRedirect(location, ALT_HOSTS, MAIN_ORIGIN);
  if (alt) {
    location.replace(alt);
    return null;
  }

  configureSession({ product: PRODUCT });
  configureApiClient({ tenantCode: TENANT_CODE, apiKey: TENANT_API_KEY, loginVersion: LOGIN_API_VERSION, onSessionEnded });

  const [catalog, remotes, routes] = await Promise.all([
    // The early request from the entry chunk when there is one; the API client if it failed.
    loadCountries(() => takeEarlyCountries()?.catch(() => countryApi.list()) ?? countryApi.list()),
    fetchRemotes().catch((e: unknown): RemotesMap => {
      console.error('remotes.json unavailable', e);
      return {};
    }),
    // The site's pages: without them every path is a not-found, as without remotes.json.
    fetchRoutes().catch((e: unknown): SiteRoute[] => {
      console.error('routes.json unavailable', e);
      return [];
    }),
  ]);
  shellState.setCountries(catalog.settings, catalog.known, catalog.defaultCountry);
  if (catalog.settings.length) countryApi.prime(catalog.settings); // the remotes need them too
  shellState.setAvailableRemotes(Object.keys(remotes));
  shellState.setRoutes(routes);

  // The storefronts, remotes and routes are usually in the page already (no wait): what follows, the
  // routing's start, runs in a task of its own, apart from the start-up chunk's evaluation.
  await yieldToBrowser();

  // Settle redirects before single-spa sees the first URL, so no remote loads for a wrong one.
  const first = shellState.decide(location);
  if (first.kind === 'redirect') history.replaceState(history.state, '', first.to);

  const versions = new VersionWatcher();
  registerRemoteApps(
    remotes,
    (loc) => {
      try {
        const d = shellState.decide(loc);
        return d.kind === 'remote' ? d.remote : null;
      } catch {
        return null; // the shell's error page reports it; single-spa must keep routing
      }
    },
    (manifestUrl) => versions.track(manifestUrl),
  );

  // Signing in or out changes which remote a URL may load (guards): route again.
  reaction(
    () => [session.isAuthenticated, session.roles.isTeamAdmin, session.roles.isTeamLister, session.roles.isVenueOwner, session.roles.isVenueAdmin],
    () => void triggerAppChange(),
  );

  window.addEventListener('unhandledrejection', (e) => {
    handleChunkError(e.reason);
  });

  // Before routing starts, so the first navigation is already seen (docs/adr/0105-journeys-across-pages.md).
  installScrollRestoration(window);
  // A release or rollback reaches a visitor on their next navigation (docs/adr/0109-remotes-own-routes-and-releases.md).
  startReleasePickUp(versions);
  start({ urlRerouteOnly: true });
  startSocket();
  startVersionPoller(versions, () => shellState.setUpdateAvailable(true));

  const loadSession = createSessionLoader({
    me: () => authApi.me(),
    counts: () => notificationsApi.counts(),
    setUser: (u) => session.setUser(u),
    setCounts: (c) => session.setNotificationCounts(c),
    isAuthenticated: () => session.isAuthenticated,
  });
  return { loadSession };
}
