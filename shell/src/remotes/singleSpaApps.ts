import {
  addErrorHandler,
  getAppStatus,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { shellState } from '../shellState';
import { handleChunkError } from './reloadGuard';
import { containerName, federationRemotes, type RemotesMap } from './remotesManifest';

type ActiveRemote = (loc: Location) => string | null;
/** Told the manifest URL of each remote that loaded (the version watcher follows it). */
type OnLoaded = (manifestUrl: string) => void;

const FAILED_STATUSES = new Set(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN']);

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Loads `mf_x/app` through the federation runtime; failures reach shellState and the reload guard. */
function loader(name: string): () => Promise<LifeCycles> {
  return async () => {
    shellState.loadStarted();
    try {
      const mod = await loadRemote<LifeCycles>(`${containerName(name)}/app`);
      if (!mod || typeof mod.mount !== 'function') throw new Error(`${name} exposes no single-spa lifecycles`);
      const url = remotes[name];
      if (url) onLoaded(url);
      return mod;
    } catch (e) {
      console.error(`[shell] ${name} failed to load`, e);
      // A stale chunk after a deploy: one reload per path per 10 s fixes it.
      if (!handleChunkError(e)) shellState.markFailed(name, describe(e));
      throw e;
    } finally {
      shellState.loadEnded();
    }
  };
}

let activeRemote: ActiveRemote = () => null;
let onLoaded: OnLoaded = () => undefined;
let remotes: RemotesMap = {};

function register(name: string): void {
  registerApplication({
    name,
    app: loader(name),
    activeWhen: (loc) => activeRemote(loc) === name,
    customProps: { remoteName: name },
  });
}

/** Registers every listed remote with the federation runtime and with single-spa. */
export function registerRemoteApps(map: RemotesMap, active: ActiveRemote, loaded?: OnLoaded): void {
  remotes = map;
  activeRemote = active;
  if (loaded) onLoaded = loaded;
  registerRemotes(federationRemotes(map));
  for (const name of Object.keys(map)) register(name);

  // bootstrap/mount errors leave the app SKIP_BECAUSE_BROKEN: show the fallback for it.
  addErrorHandler((err) => {
    const status = getAppStatus(err.appOrParcelName);
    if (status && FAILED_STATUSES.has(status)) shellState.markFailed(err.appOrParcelName, describe(err));
  });
  window.addEventListener('single-spa:app-change', () => {
    for (const name of Object.keys(remotes)) {
      if (getAppStatus(name) === 'MOUNTED') shellState.clearFailure(name);
    }
  });
}

/** Whether the server-drawn page preloaded this remote's files (<link rel=preload> under its folder). */
function preloadedByPage(url: string): boolean {
  const folder = new URL('.', new URL(url, location.href)).href;
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((l) => l.href.startsWith(folder));
}

/**
 * Retry after a failure: forget the failed entry in the federation runtime (force) and in
 * single-spa (unregister + register), then let single-spa route again. When the server-drawn
 * page preloaded the remote's files, they failed with it, and Chromium answers the next request
 * for each such URL with the preload's old error (nothing on the page clears it): a fresh page
 * is the retry then.
 */
export async function retryRemote(name: string): Promise<void> {
  const url = remotes[name];
  if (!url) return;
  if (preloadedByPage(url)) return location.reload();
  shellState.clearFailure(name);
  registerRemotes(federationRemotes({ [name]: url }), { force: true });
  if (getAppStatus(name) !== null) await unregisterApplication(name).catch(() => undefined);
  register(name);
  await triggerAppChange();
}
