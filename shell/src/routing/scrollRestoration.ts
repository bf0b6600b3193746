/*
 * Where the page is scrolled after a navigation (docs/adr/0105-journeys-across-pages.md):
 * a new page (a push) starts at the top, or at its #target; Back and Forward restore where the
 * person was on that entry, once the remote has drawn enough of it; a reload keeps its place.
 *
 * The browser cannot do this for us: the remotes draw their pages after the URL changed, so its
 * own restoration scrolls a page that is not there yet, and a push keeps the old page's offset.
 * Every router of the site (the shell's and the remotes' BrowserRouters) goes through
 * history.pushState/replaceState, so wrapping those sees every navigation; positions are kept
 * per history entry (a key added to the entry's state) in sessionStorage.
 */

const STATE_KEY = '__scroll';
const STORE_KEY = 'venues:scroll-positions';
/** How long Back waits for the page to grow tall enough for its old position. */
export const RESTORE_WAIT_MS = 3000;
/** Entries kept (oldest dropped first), so the store stays small on a long visit. */
const MAX_ENTRIES = 100;

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
  let pending: { cancel(): void } | null = null;

  const save = () => {
    positions[current] = win.scrollY;
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

  /** Scrolls to `top` as soon as the page is tall enough, for at most RESTORE_WAIT_MS. */
  const restore = (top: number) => {
    cancelPending();
    const until = Date.now() + RESTORE_WAIT_MS;
    let timer = 0;
    const stop = () => {
      win.clearTimeout(timer);
      for (const e of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) win.removeEventListener(e, onUser);
    };
    const onUser = () => cancelPending();
    const attempt = () => {
      const max = win.document.documentElement.scrollHeight - win.innerHeight;
      if (max >= top || Date.now() >= until) {
        win.scrollTo(0, Math.min(top, Math.max(max, 0)));
        pending = null;
        stop();
        return;
      }
      timer = win.setTimeout(attempt, 50);
    };
    for (const e of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) win.addEventListener(e, onUser, { passive: true });
    pending = { cancel: stop };
    attempt();
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
