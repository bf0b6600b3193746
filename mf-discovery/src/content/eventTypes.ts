// The list lives in @venues/contracts so the server stores the same keys; re-exported for the pages.
export { EVENT_TYPES, FEATURED_EVENT_TYPES, type EventType } from '@venues/contracts';
