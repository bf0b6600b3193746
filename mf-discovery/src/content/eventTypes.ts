import { EVENT_TYPES, type EventType, type EventTypeKey } from '@venues/contracts';

// The list lives in @venues/contracts so the server stores the same keys; re-exported for the pages.
export { EVENT_TYPES, type EventType } from '@venues/contracts';

/** The home page's "popular event types" band: which types it shows, each with its line. */
const FEATURED: Partial<Record<EventTypeKey, string>> = {
  meetings: 'Boardrooms and meeting rooms with screens, fast Wi-Fi and coffee on tap.',
  parties: 'Bars, rooftops and private rooms for birthdays, farewells and celebrations.',
  'corporate-events': 'Town halls, team dinners and year-end parties, run without a hitch.',
  conferences: 'Auditoriums and ballrooms with stage, AV and breakout rooms.',
  workshops: 'Bright, flexible studios for training, classes and design sprints.',
  weddings: 'Gardens, ballrooms and restaurants for the ceremony and the reception.',
};

export const FEATURED_EVENT_TYPES: readonly (EventType & { blurb: string })[] = EVENT_TYPES.flatMap((t) => {
  const blurb = FEATURED[t.value];
  return blurb ? [{ value: t.value, label: t.label, blurb }] : [];
});
