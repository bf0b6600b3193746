/*
 * Where the page is scrolled after a navigation (docs/adr/0105-journeys-across-pages.md):
 * a new page (a push) starts at the top, or at its #target; Back and Forward restore where the
 * person was on that entry, once the remote has drawn that entry's content; a reload keeps its place.
 *
 * The browser cannot do this for us: the remotes draw their pages after the URL changed, so its
 * own restoration scrolls a page that is not there yet, and a push keeps the old page's offset.
 * Every router of the site (the shell's and the remotes' BrowserRouters) goes through
 * history.pushState/replaceState, so wrapping those sees every navigation; positions are kept
 * per history entry (a key added to the entry's state) in sessionStorage.
 */

const STATE_KEY = '__scroll';
const STORE_KEY = 'venues:scroll-positions';
/** How long Back waits for the page to grow tall enough for its old position, counted from when nothing is loading. */
export const RESTORE_WAIT_MS = 3000;
/** While the page says it is loading (a slow line, a busy phone), the wait goes on, up to this. */
export const RESTORE_WAIT_LOADING_MS = 15000;
/** Entries kept (oldest dropped first), so the store stays small on a long visit. */
const MAX_ENTRIES = 100;
/**
 * A part of the page still waiting for its data: the remotes' loading states (role="status"
 * skeletons, a list being refreshed) say so with aria-busy; a busy button is only a click at work.
 */
const LOADING = '[aria-busy="true"]:not(button)';
/** Back to an entry whose page does not change (nothing redrawn within this time): it is drawn. */
const NO_REDRAW_MS = 150;
/** After the place is set, how long the page must stay as drawn before the watch ends. */
const SETTLE_MS = 400;

type Positions = Record<string, number>;

function readPositions(storage: Storage): Positions {
  try {
    return JSON.parse(storage.getItem(STORE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function keyOf(state: unknown): string | null {
  if (state && typeof state === 'object' && STATE_KEY in state) {
    const k = (state as Record<string, unknown>)[STATE_KEY];
    return typeof k === 'string' ? k : null;
  }
  return null;
}

/** The state with our key added; a state that is not an object (or null) is left alone. */
function withKey(state: unknown, key: string): unknown {
  if (state === null || state === undefined) return { [STATE_KEY]: key };
  if (typeof state === 'object' && !Array.isArray(state)) return { ...(state as object), [STATE_KEY]: key };
  return state;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Scrolls to the element a hash names, waiting for it to be drawn; false when it never came. */
function scrollToHash(win: Window, hash: string, until: number, done: () => boolean): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep it as written */
  }
  const attempt = () => {
    if (done()) return;
    const el = win.document.getElementById(id);
    if (el) {
      el.scrollIntoView();
      return;
    }
    if (Date.now() < until) win.setTimeout(attempt, 50);
  };
  attempt();
}

export interface ScrollRestoration {
  uninstall(): void;
}

/** Installs the behaviour on `win` (the shell calls it once, before routing starts). */
export function installScrollRestoration(win: Window = window): ScrollRestoration {
  const { history, sessionStorage: storage } = win;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  const positions = readPositions(storage);
  let current = keyOf(history.state) ?? newKey();
  if (!keyOf(history.state)) {
    const state = withKey(history.state, current);
    if (state !== history.state) history.replaceState(state, '');
  }
  // A wait for the page to grow, cancelled when the person scrolls or navigates again.
  let pending: { cancel(): void; top?: number } | null = null;

  const save = () => {
    // While a place is being restored, the page's offset is a loading page's (clamped): keep the place.
    positions[current] = pending?.top ?? win.scrollY;
    const keys = Object.keys(positions);
    if (keys.length > MAX_ENTRIES) for (const k of keys.slice(0, keys.length - MAX_ENTRIES)) delete positions[k];
    try {
      storage.setItem(STORE_KEY, JSON.stringify(positions));
    } catch {
      /* storage full or denied: positions are only kept for this page load */
    }
  };

  const cancelPending = () => {
    pending?.cancel();
    pending = null;
  };

  /**
   * Scrolls to `top` once the entry's content is there, as the browser does for a page it loads
   * itself. When Back arrives the old page is still drawn (and often tall enough), then the remote
   * draws a loading state, then the content: scrolling at once would be clamped by the shorter
   * loading page. So it waits for the page to be redrawn, with nothing loading and tall enough,
   * and sets the place right as it is drawn (a MutationObserver runs before the frame is painted);
   * until the page has settled, a place clamped by a redraw is set again. At most RESTORE_WAIT_MS
   * after the page stopped loading (RESTORE_WAIT_LOADING_MS in all), then as far as the page
   * goes; the person scrolling, clicking or typing ends it.
   */
  const restore = (top: number) => {
    cancelPending();
    const doc = win.document;
    const started = Date.now();
    let until = started + RESTORE_WAIT_MS;
    let lastChange = 0;
    let placedAt = 0;
    let timer = 0;
    const Observer = (win as Window & { MutationObserver?: typeof MutationObserver }).MutationObserver;
    const observer = Observer ? new Observer(() => attempt()) : null;
    const onUser = () => cancelPending();
    const stop = () => {
      win.clearTimeout(timer);
      observer?.disconnect();
      for (const e of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) win.removeEventListener(e, onUser);
    };
    const finish = () => {
      stop();
      pending = null;
    };
    const attempt = (fromTimer = false) => {
      const now = Date.now();
      if (!fromTimer) lastChange = now;
      const max = doc.documentElement.scrollHeight - win.innerHeight;
      const loading = doc.querySelector(LOADING) !== null;
      // The list still coming is no reason to give up: its place comes with it.
      if (loading) until = Math.min(Math.max(until, now + RESTORE_WAIT_MS), started + RESTORE_WAIT_LOADING_MS);
      if (now >= until) {
        win.scrollTo(0, Math.min(top, Math.max(max, 0)));
        finish();
        return;
      }
      const redrawn = lastChange > 0 || now - started >= NO_REDRAW_MS;
      if (redrawn && max >= top && !loading) {
        if (Math.abs(win.scrollY - top) > 1) win.scrollTo(0, top);
        if (!placedAt) placedAt = now;
        if (fromTimer && now - Math.max(lastChange, placedAt) >= SETTLE_MS) {
          finish();
          return;
        }
      }
      if (fromTimer) timer = win.setTimeout(() => attempt(true), 50);
    };
    for (const e of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) win.addEventListener(e, onUser, { passive: true });
    pending = { top, cancel: stop };
    // The remotes draw in the main slot; the shell's header changes at once and says nothing.
    observer?.observe(doc.getElementById('remote-slot') ?? doc.body ?? doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    attempt(true);
  };

  const originals = { pushState: history.pushState, replaceState: history.replaceState };
  const wrap = (method: 'pushState' | 'replaceState') =>
    function (this: History, state: unknown, title: string, url?: string | URL | null) {
      if (method === 'replaceState') {
        // The same entry (a redirect, a filter written to the address): keep its key and place.
        originals.replaceState.call(history, withKey(state, current), title, url);
        return;
      }
      save();
      cancelPending();
      const key = newKey();
      const before = win.location.pathname + win.location.search;
      // single-spa's patched pushState announces the change (popstate) before returning.
      current = key;
      originals.pushState.call(history, withKey(state, key), title, url);
      const after = win.location.pathname + win.location.search;
      if (win.location.hash) {
        let moved = false;
        scrollToHash(win, win.location.hash, Date.now() + RESTORE_WAIT_MS, () => moved);
        pending = { cancel: () => (moved = true) };
      } else if (after !== before) {
        win.scrollTo(0, 0);
      }
    };
  history.pushState = wrap('pushState');
  history.replaceState = wrap('replaceState');

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      save();
    });
  };
  const onPop = (e: PopStateEvent) => {
    // single-spa re-announces pushes as popstate events it marks; only Back and Forward count.
    if ((e as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
    const key = keyOf(history.state);
    if (!key) {
      // An entry made before we were installed, or a hash link the browser followed itself.
      current = newKey();
      originals.replaceState.call(history, withKey(history.state, current), '');
      if (win.location.hash) scrollToHash(win, win.location.hash, Date.now() + RESTORE_WAIT_MS, () => false);
      return;
    }
    current = key;
    restore(positions[key] ?? 0);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('popstate', onPop);
  win.addEventListener('pagehide', save);

  // A reload (or a return to this entry from another site) goes back to where the person was.
  const saved = positions[current];
  if (saved) restore(saved);
  else if (win.location.hash) scrollToHash(win, win.location.hash, Date.now() + RESTORE_WAIT_MS, () => false);

  return {
    uninstall() {
      cancelPending();
      history.pushState = originals.pushState;
      history.replaceState = originals.replaceState;
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('popstate', onPop);
      win.removeEventListener('pagehide', save);
    },
  };
}
