import { PRODUCT } from '@venues/mf-kit';
import { TOKEN_LIFETIMES } from '@venues/contracts';
import type { SaveTarget } from './favoritesStore';

/**
 * A save a visitor started before signing in: kept with the page it was started on, so the dialog
 * opens again when sign-in brings them back there. In localStorage, not this tab's session: a
 * visitor who creates an account confirms it from the e-mail's link, in a new tab. It lives as
 * long as that link (docs/adr/0105-journeys-across-pages.md); older, or back on another page, it
 * is forgotten rather than popping up by surprise.
 */
const KEY = `${PRODUCT}:pending-save`;
const MAX_AGE_MS = TOKEN_LIFETIMES.verifyEmailHours * 3600_000;

interface PendingSave {
  venue: SaveTarget;
  returnTo: string;
  at: number;
}

export function rememberPendingSave(venue: SaveTarget, returnTo: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ venue: { _id: venue._id, name: venue.name }, returnTo, at: now } satisfies PendingSave));
  } catch {
    // Storage full or blocked: the visitor signs in and saves again by hand.
  }
}

/** The pending save for this page, if any; it is removed either way once read. */
export function takePendingSave(here: string, now = Date.now()): SaveTarget | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    localStorage.removeItem(KEY);
  } catch {
    return null;
  }
  try {
    const p = JSON.parse(raw) as Partial<PendingSave>;
    const venue = p.venue;
    if (!venue || typeof venue._id !== 'string' || typeof venue.name !== 'string') return null;
    if (p.returnTo !== here || typeof p.at !== 'number' || now - p.at > MAX_AGE_MS || p.at > now) return null;
    return { _id: venue._id, name: venue.name };
  } catch {
    return null;
  }
}

/** True when a save is waiting (read without taking it). */
export function hasPendingSave(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
