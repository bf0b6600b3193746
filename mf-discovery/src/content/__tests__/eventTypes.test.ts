import { FEATURED_EVENT_TYPES } from '../eventTypes';

test("the home page's featured event types, in the list's order, each with its line", () => {
  expect(FEATURED_EVENT_TYPES.map((t) => t.value)).toEqual(['meetings', 'parties', 'corporate-events', 'conferences', 'workshops', 'weddings']);
  for (const t of FEATURED_EVENT_TYPES) expect(t.blurb.length).toBeGreaterThan(20);
});
