import { RELOAD_GUARD_MS } from '@venues/contracts';

const KEY_PREFIX = 'chunkReload:';

/** A stale-deploy symptom: a chunk, dynamic import or federated module failed to load. */
export function isChunkLoadError(e: unknown): boolean {
  if (!e) return false;
  const err = e as { name?: unknown; message?: unknown; code?: unknown };
  const name = typeof err.name === 'string' ? err.name : '';
  const message = typeof err.message === 'string' ? err.message : String(e);
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message) ||
    // module-federation runtime: remote entry / manifest could not be loaded (RUNTIME-00x codes)
    /RUNTIME-00[1-9]|Failed to (load|get) (remote|manifest)|remoteEntry/i.test(message)
  );
}

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page at most once per RELOAD_GUARD_MS per path (sessionStorage timestamp), so a
 * new deploy recovers with one reload and a real outage does not loop. True when it reloaded.
 */
export function reloadOnceFor(path: string, deps: ReloadGuardDeps): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(deps.storage.getItem(key) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(key, String(now));
  deps.reload();
  return true;
}

/** Browser wiring: returns true when a reload was started (the caller should stop). */
export function handleChunkError(e: unknown): boolean {
  if (!isChunkLoadError(e)) return false;
  try {
    return reloadOnceFor(location.pathname, { storage: sessionStorage, now: Date.now, reload: () => location.reload() });
  } catch {
    return false; // sessionStorage blocked: never reload blindly
  }
}
