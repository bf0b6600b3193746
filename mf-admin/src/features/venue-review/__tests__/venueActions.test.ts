import { ADMIN_VENUE_ACTIONS } from '@venues/contracts';
import { ACTION_COPY } from '../lib/labels';

test('every venue action the server takes has its button and dialog words', () => {
  expect(Object.keys(ACTION_COPY).sort()).toEqual([...ADMIN_VENUE_ACTIONS].sort());
});
