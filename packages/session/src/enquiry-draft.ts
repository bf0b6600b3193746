import { TOKEN_LIFETIMES } from '@venues/contracts';

/**
 * An enquiry written before the person has an account (docs/adr/0114-enquiring-before-signing-up.md),
 * kept on this device only until they have signed in or up, then sent. The one owner of the kept
 * draft: mf-enquiries writes and sends it, mf-profile's sign-in and sign-up pages say it is waiting.
 *
 * Imported as `@venues/session/enquiry-draft`, not from the package's root: the root is a
 * module-federation singleton the shell provides, this stateless module is bundled by each remote
 * that uses it (localStorage is the shared state), so a remote released alone needs no new shell.
 * Never sent to the server before the account exists; it lives as long as the verification link.
 */

const PREFIX = 'venues:enquiry-draft:';
export const ENQUIRY_DRAFT_MAX_AGE_MS = TOKEN_LIFETIMES.verifyEmailHours * 3600_000;

/** The form's values, as the enquiry form holds them. */
export interface EnquiryDraftValues {
  event_type: string;
  event_date: string;
  start_time: string;
  end_time: string;
  guests: number;
  message: string;
}

export interface EnquiryDraft {
  /** The venue as the form's address names it (`?venue=`, a slug or an id). */
  venue: string;
  /** `?space=`, when the enquiry is about one space. */
  space?: string;
  /** For "Your enquiry to X is ready". */
  venueName: string;
  values: EnquiryDraftValues;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

const keyOf = (venue: string, space?: string | null) => `${PREFIX}${venue}|${space ?? ''}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked
  }
}

const isStr = (v: unknown): v is string => typeof v === 'string';

/** A stored value checked field by field (the device's storage is not trusted to hold our shape). */
function parse(raw: string | null): EnquiryDraft | null {
  if (raw === null) return null;
  try {
    const d = JSON.parse(raw) as Partial<EnquiryDraft> | null;
    const v = d?.values as Partial<EnquiryDraftValues> | undefined;
    if (!d || !isStr(d.venue) || !d.venue || !isStr(d.venueName) || typeof d.savedAt !== 'number' || !v) return null;
    if (d.space !== undefined && !isStr(d.space)) return null;
    if (![v.event_type, v.event_date, v.start_time, v.end_time, v.message].every(isStr) || typeof v.guests !== 'number') return null;
    return {
      venue: d.venue,
      ...(d.space ? { space: d.space } : {}),
      venueName: d.venueName,
      savedAt: d.savedAt,
      values: { event_type: v.event_type!, event_date: v.event_date!, start_time: v.start_time!, end_time: v.end_time!, guests: v.guests, message: v.message! },
    };
  } catch {
    return null;
  }
}

const fresh = (d: EnquiryDraft, now: number) => d.savedAt <= now && now - d.savedAt <= ENQUIRY_DRAFT_MAX_AGE_MS;

/** Keeps the draft for its venue and space (one per pair: a newer one replaces it). False when storage is blocked. */
export function keepEnquiryDraft(draft: Omit<EnquiryDraft, 'savedAt'>, now = Date.now()): boolean {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(keyOf(draft.venue, draft.space), JSON.stringify({ ...draft, savedAt: now }));
    return true;
  } catch {
    return false; // full or blocked
  }
}

/** The kept draft for this venue and space if still fresh; a stale or unreadable one is dropped. */
export function readEnquiryDraft(venue: string, space?: string | null, now = Date.now()): EnquiryDraft | null {
  const s = storage();
  if (!s) return null;
  const key = keyOf(venue, space);
  const d = parse(s.getItem(key));
  if (d && fresh(d, now)) return d;
  s.removeItem(key);
  return null;
}

/** Reads and forgets it at once: whoever sends it takes it, so a second tab or a reload cannot send it again. */
export function takeEnquiryDraft(venue: string, space?: string | null, now = Date.now()): EnquiryDraft | null {
  const d = readEnquiryDraft(venue, space, now);
  if (d) forgetEnquiryDraft(venue, space);
  return d;
}

export function forgetEnquiryDraft(venue: string, space?: string | null): void {
  storage()?.removeItem(keyOf(venue, space));
}

/** The enquiry form's address for a draft; `send` asks the form to send it as soon as the person is signed in. */
export function enquiryDraftPath(country: string, draft: Pick<EnquiryDraft, 'venue' | 'space'>, send = false): string {
  const q = new URLSearchParams({ venue: draft.venue });
  if (draft.space) q.set('space', draft.space);
  if (send) q.set('send', 'kept');
  return `/${country}/enquiries/new?${q.toString()}`;
}

/**
 * The fresh draft an address leads to (a sign-in page's `returnTo`: `/sg/enquiries/new?venue=…`),
 * or null: the sign-in and sign-up pages say "Your enquiry to X is ready" only for this one.
 */
export function enquiryDraftFor(returnTo: string | null | undefined, now = Date.now()): EnquiryDraft | null {
  if (!returnTo) return null;
  let url: URL;
  try {
    url = new URL(returnTo, 'http://same.invalid');
  } catch {
    return null;
  }
  if (!/^\/[a-z]{2}\/enquiries\/new\/?$/i.test(url.pathname)) return null;
  const venue = url.searchParams.get('venue');
  return venue ? readEnquiryDraft(venue, url.searchParams.get('space'), now) : null;
}
