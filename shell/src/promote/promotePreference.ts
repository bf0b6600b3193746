/** localStorage key of the promote dialog preference: undefined or 'true' shows, 'false' hides. */
export const PROMOTE_DIALOG_KEY = 'promoteDialog';

export function shouldShowPromote(storage: Pick<Storage, 'getItem'> | null): boolean {
  const v = storage?.getItem(PROMOTE_DIALOG_KEY);
  return v === null || v === undefined || v === 'true';
}

export function hidePromote(storage: Pick<Storage, 'setItem'> | null): void {
  storage?.setItem(PROMOTE_DIALOG_KEY, 'false');
}

/** localStorage, or null where it is blocked (private mode, sandboxed frames). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
