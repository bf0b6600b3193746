import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { SERVER_CHROME_ATTR } from '@venues/contracts';
import { session, ui } from '@venues/session';
import { APP_STORE_ID, PRODUCT, PRODUCT_NAME } from './config';
import { shellState } from './shellState';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { SkipLink } from './chrome/SkipLink';
import { SnackbarView } from './feedback/Snackbar';
import { LoadingBar } from './feedback/LoadingBar';
import { AnnouncementHost } from './announcements/AnnouncementHost';
import { PromoteCard } from './promote/PromoteCard';
import { applyHead } from './head/head';
import { countryName } from './services/countries';
import { retryRemote } from './remotes/singleSpaApps';
import { LAYOUTS } from './routes';
import type { ShellView } from './pages/ShellViews';
import type { LocationDecision } from './routing/resolveLocation';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { navigate, useLocation } from './routing/navigation';

const ShellViews = lazy(() => import(/* webpackChunkName: "shell-views" */ './pages/ShellViews'));

function portalTarget(id: string): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(id);
}

/** What the shell itself renders in the page area for this decision, if anything. */
function shellViewFor(decision: LocationDecision): ShellView | null {
  if (decision.kind === 'not-found') return { kind: 'not-found' };
  if (decision.kind === 'no-access') return { kind: 'no-access' };
  if (decision.kind === 'remote' && shellState.remoteFailures.has(decision.remote)) {
    const remote = decision.remote;
    return { kind: 'remote-failed', remote, onRetry: () => void retryRemote(remote) };
  }
  return null;
}

const GlobalSnackbar = observer(function GlobalSnackbar() {
  const s = ui.snackbar;
  const close = useCallback(() => ui.closeSnackbar(), []);
  return <SnackbarView open={s.open} text={s.text} color={s.color} onClose={close} />;
});

const UpdateNotice = observer(function UpdateNotice() {
  const close = useCallback(() => shellState.setUpdateAvailable(false), []);
  return (
    <SnackbarView
      open={shellState.updateAvailable}
      text="A new version of the site is available"
      color="info"
      autoHideMs={null}
      onClose={close}
      action={
        <button type="button" className="sh-snackbar-action" onClick={() => location.reload()}>
          Reload
        </button>
      }
    />
  );
});

const GlobalLoadingBar = observer(function GlobalLoadingBar() {
  return <LoadingBar loading={ui.loading > 0 || shellState.remoteLoading > 0} />;
});

export interface ShellFrameProps {
  /** Called on every navigation (session reload, badge refresh). */
  onNavigate?: (pathname: string) => void;
}

export const ShellFrame = observer(function ShellFrame({ onNavigate }: ShellFrameProps) {
  const location = useLocation();
  const decision = shellState.decide(location);
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const country = decision.kind === 'redirect' ? null : decision.country;
  const layout = decision.kind === 'redirect' ? 'default' : decision.layout;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  // A server-drawn page came with the server's copy of the footer: this commit appended ours.
  // (Its header was inside #shell-root, which React empties at the first commit.)
  useLayoutEffect(() => {
    for (const copy of document.querySelectorAll(`[${SERVER_CHROME_ATTR}]`)) copy.remove();
  }, []);

  useEffect(() => {
    if (country) session.setCountry(country);
  }, [country]);

  useEffect(() => {
    onNavigate?.(location.pathname);
  }, [location.pathname, location.search, onNavigate]);

  const countryLabel = country ? countryName(shellState.countrySettings, country) : '';
  useEffect(() => {
    if (redirectTo) return;
    applyHead(document, {
      origin: window.location.origin,
      pathname: window.location.pathname,
      search: window.location.search,
      product: PRODUCT,
      storefronts: shellState.countrySettings.map((c) => ({ cca2: c.cca2, isDefault: c.is_default })),
      isHome: decision.kind === 'remote' && decision.route.pattern === '/:country',
      productName: PRODUCT_NAME,
      countryName: countryLabel,
      appStoreId: APP_STORE_ID,
    });
  });

  const dark = session.darkMode;
  useEffect(() => {
    const b = document.body.classList;
    for (const l of LAYOUTS) b.toggle(`layout-${l}`, l === layout);
    b.toggle('theme-dark', dark);
  }, [layout, dark]);

  const view = redirectTo ? null : shellViewFor(decision);
  const pageSlot = portalTarget('shell-page');
  const footerSlot = portalTarget('shell-footer');
  const page = useMemo(
    () =>
      view ? (
        <Suspense fallback={null}>
          <ShellViews view={view} />
        </Suspense>
      ) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view?.kind, view?.kind === 'remote-failed' ? view.remote : null],
  );

  return (
    <>
      <SkipLink />
      <GlobalLoadingBar />
      <Header minimal={layout === 'bare'} />
      {pageSlot ? createPortal(page, pageSlot) : page}
      {layout !== 'bare' && footerSlot && createPortal(<Footer />, footerSlot)}
      <GlobalSnackbar />
      <UpdateNotice />
      <AnnouncementHost />
      <PromoteCard onLanding={layout === 'landing'} />
    </>
  );
});

export function ShellApp(props: ShellFrameProps) {
  return (
    <ShellErrorBoundary>
      <ShellFrame {...props} />
    </ShellErrorBoundary>
  );
}
