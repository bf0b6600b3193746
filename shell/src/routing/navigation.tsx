import { useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// The shell's whole "router": single-spa patches pushState/replaceState to fire popstate, so one
// popstate listener sees every navigation (the shell's and every remote's BrowserRouter).

const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

// A string snapshot: stable between renders while the URL is unchanged.
const snapshot = () => `${window.location.pathname}\n${window.location.search}`;

/** The URL a server draw is for (renderingAt); the server has no window. */
let serverLocation: string | null = null;
const serverSnapshot = () => serverLocation ?? snapshot();

/** Runs a synchronous server draw (src/ssr.tsx) with `useLocation` answering `location`. */
export function renderingAt<T>(location: ShellLocation, draw: () => T): T {
  serverLocation = `${location.pathname}\n${location.search}`;
  try {
    return draw();
  } finally {
    serverLocation = null;
  }
}

export interface ShellLocation {
  pathname: string;
  search: string;
}

/** The current path and query; re-renders on every navigation. */
export function useLocation(): ShellLocation {
  const key = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return useMemo(() => {
    const [pathname = '/', search = ''] = key.split('\n');
    return { pathname, search };
  }, [key]);
}

/** Client-side navigation; remotes hear it through single-spa's popstate. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify(); // also when single-spa is not started (tests) or the URL did not change
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/** An <a> that navigates in-page on a plain left click (new tab etc. stay the browser's). */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={handle} {...rest} />;
}
