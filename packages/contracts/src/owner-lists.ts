// The venue teams' constants (team, availability, listing limits, the sales window), apart from the
// schemas of team.ts, availability.ts, owner-venues.ts and sales.ts and without zod: the owners'
// pages show them, and importing them must not bring the schemas and zod along
// (docs/performance.md, page weights).

// team.ts
/** How long an ownership transfer link works. */
export const OWNERSHIP_TRANSFER_DAYS = 7;

/** The root-level page an ownership transfer mail links to: `${site}/callback/venue/transfer-ownership/{token}`. */
export const OWNERSHIP_TRANSFER_PATH = '/callback/venue/transfer-ownership';

/** active: signed in at least once; invited: has not completed the invitation's profile yet. */
export const TEAM_MEMBER_STATUSES = ['active', 'invited'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** The roles an owner or venue admin may give (never the owner's: that is a transfer). */
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'member'] as const;
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];

// availability.ts
/** What takes a space's time: the venue's block, a booking, or a custom offer's hold until it expires. */
export const AVAILABILITY_BLOCK_KINDS = ['blocked', 'booking', 'hold'] as const;
export type AvailabilityBlockKind = (typeof AVAILABILITY_BLOCK_KINDS)[number];

export const AVAILABILITY_LIMITS = {
  /** The most days one calendar read covers (a month view with the weeks around it). */
  maxRangeDays: 62,
  /** The longest block, in days. */
  maxBlockDays: 366,
  /** A block's note, in characters. */
  note: 500,
} as const;

/** What the iCal feed lists: from this many days back to this many days ahead. */
export const CALENDAR_FEED_WINDOW = { daysBack: 90, daysAhead: 366 } as const;

// owner-venues.ts
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours in the venue's time zone, `HH:MM`; a close at or before the open runs past midnight. */
export interface DayHours {
  open: string;
  close: string;
}

/** A venue's hours per weekday; null = closed that day. The venue's `opening_hours` is null until set (read as DEFAULT_OPENING_HOURS). */
export type OpeningHours = Record<Weekday, DayHours | null>;

/** What a venue that has not set its hours counts as: 08:00–22:00 every day. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.freeze(
  Object.fromEntries(WEEKDAYS.map((d) => [d, Object.freeze({ open: '08:00', close: '22:00' })])) as OpeningHours,
);

/** JavaScript's Date#getDay() (0 = Sunday) → our weekday key. */
const BY_JS_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The hours a venue is open on a weekday (a key, or Date#getDay()'s number, 0 = Sunday); null when
 * closed. Hours not set yet (null) count as DEFAULT_OPENING_HOURS.
 */
export function openHoursOn(openingHours: OpeningHours | null | undefined, weekday: Weekday | number): DayHours | null {
  const key = typeof weekday === 'number' ? BY_JS_DAY[((weekday % 7) + 7) % 7]! : weekday;
  return (openingHours ?? DEFAULT_OPENING_HOURS)[key] ?? null;
}

/** A photo's id: 16 hex digits (stable across reorders). */
export const PHOTO_ID = /^[0-9a-f]{16}$/;

/**
 * Changes that need an administrator's review again: a published venue whose name or address
 * (any of these fields) changes goes back to for_approval and leaves search until approved.
 * Everything else (texts, prices, photos, spaces, hours) applies at once.
 */
export const VENUE_REVIEWED_FIELDS = ['name', 'address', 'postal_code', 'city', 'area', 'latitude', 'longitude'] as const;

export const OWNER_VENUE_LIMITS = {
  name: 120,
  city: 100,
  area: 100,
  address: 300,
  postalCode: 20,
  description: 5000,
  /** A description shorter than this does not describe a venue: submit refuses it. */
  descriptionMin: 30,
  taxRegistrationNumber: 40,
  rejectionReason: 1000,
  spaceDescription: 3000,
  features: 30,
  feature: 80,
  packages: 20,
  packageName: 80,
  packageDescription: 500,
  capacity: 100_000,
  sizeSqm: 1_000_000,
  /** Hours of a minimum booking or a package. */
  hours: 24,
  /** Major units of any price. */
  amount: 10_000_000,
  /** The management list's page size. */
  defaultLimit: 20,
  maxLimit: 100,
} as const;

// sales.ts
/** The longest window a report covers, in days: two years, so a year compares with the one before. */
export const SALES_MAX_DAYS = 731;

/** Days from one YYYY-MM-DD to another (to − from). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A calendar date as YYYY-MM-DD: `at` in the runtime's own zone (a browser's is its user's). */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The window a query asks for, defaults filled in (the same rule on the server and the page):
 * `to` defaults to `today`, `from` to the day after the same date a year before `to` (the last 12
 * months, rolling: on 3 December, 4 December of the year before, so it is never "this year"
 * again), `today` being a calendar date where the owner is (the page: the browser's date; the
 * server: the latest date in the venues' zones), so what was paid a minute ago is in the default
 * window whatever the UTC date.
 */
export function salesWindow(q: { from?: string; to?: string }, today: string = localDate()): { from: string; to: string } {
  const to = q.to ?? today;
  if (q.from) return { from: q.from, to };
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  // The same day a year before (28 February for a 29th), then the day after it.
  const lastDay = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  const start = new Date(Date.UTC(y - 1, m - 1, Math.min(d, lastDay) + 1));
  return { from: start.toISOString().slice(0, 10), to };
}
