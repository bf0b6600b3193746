import type { z } from 'zod';
import type { User, VenueCard } from '../index';
import { same, type Same } from './common';
import { userAnswer, venueCardAnswer } from './answers';

// The answer schemas are proven equal to their interfaces at compile time (answers.ts); these show
// that a drift on either side does not compile.
describe('answer schemas and their interfaces', () => {
  it('a schema missing a field, or with one more, is not its interface', () => {
    const missing = userAnswer.omit({ room_id: true });
    // @ts-expect-error the schema lacks room_id
    same<z.infer<typeof missing>, User>(true);
    const extra = venueCardAnswer.extend({ secret: venueCardAnswer.shape.slug });
    // @ts-expect-error the schema has a field the interface does not
    same<z.infer<typeof extra>, VenueCard>(true);
    expect(Object.keys(missing.shape)).not.toContain('room_id');
    expect(Object.keys(extra.shape)).toContain('secret');
    const exact: Same<z.infer<typeof venueCardAnswer>, VenueCard> = true;
    expect(exact).toBe(true);
  });

  it('answers are closed objects: an unknown field fails the check', () => {
    const card = { _id: 'v', slug: 's', name: 'n', city: 'c', area: 'a', country: 'sg', photo: null, rating_avg: null, rating_count: 0, event_types: [], max_capacity: 1, price_from: null, spaces_count: 0, location: null };
    expect(venueCardAnswer.safeParse(card).success).toBe(true);
    expect(venueCardAnswer.safeParse({ ...card, password_hash: 'x' }).success).toBe(false);
  });
});
