import { PRODUCT } from '@venues/mf-kit';
import { RECENTLY_VIEWED_MAX, type VenueCard } from '@venues/contracts';

/**
 * A visitor's recently viewed venues, kept in this browser (localStorage) until they sign in and
 * the list joins their account's (mergeRecent). Each entry keeps the venue's card as it was seen,
 * so the list shows without a server call; newest first, at most RECENTLY_VIEWED_MAX.
 * Deliberately tiny and zod-free: the landing page imports `hasLocalRecent` to know whether a
 * merge is due.
 */
export const LOCAL_RECENT_KEY = `${PRODUCT}:recently-viewed`;

export interface LocalRecentItem {
  venue: VenueCard;
  viewed_at: string;
}

function isItem(x: unknown): x is LocalRecentItem {
  const i = x as LocalRecentItem;
  return (
    typeof i === 'object' && i !== null && typeof i.viewed_at === 'string' && typeof i.venue === 'object' && i.venue !== null &&
    typeof i.venue._id === 'string' && typeof i.venue.name === 'string' && typeof i.venue.country === 'string'
  );
}

export function readLocalRecent(): LocalRecentItem[] {
  try {
    const raw = localStorage.getItem(LOCAL_RECENT_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isItem).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

export function hasLocalRecent(): boolean {
  try {
    return Boolean(localStorage.getItem(LOCAL_RECENT_KEY));
  } catch {
    return false;
  }
}

/** Puts a venue at the top of the browser's list (once: a second view moves it up). */
export function rememberLocally(venue: VenueCard, now = new Date()): void {
  const rest = readLocalRecent().filter((i) => i.venue._id !== venue._id);
  const list = [{ venue, viewed_at: now.toISOString() }, ...rest].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(LOCAL_RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list just does not grow.
  }
}

export function clearLocalRecent(): void {
  try {
    localStorage.removeItem(LOCAL_RECENT_KEY);
  } catch {
    // nothing to do
  }
}
