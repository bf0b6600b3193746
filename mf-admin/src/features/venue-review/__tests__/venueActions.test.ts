import { ADMIN_VENUE_ACTION_PERMISSION, ADMIN_VENUE_ACTIONS } from '@venues/contracts';
import { VENUE_ACTION_PERMISSION, VENUE_ACTIONS } from '../lib/actions';
import { ACTION_COPY } from '../lib/labels';

// The review page keeps its own copy of the contracts' venue actions (the contracts' module brings
// zod): the copy must say what the server says.
test('the venue actions and who may take each are the contracts’, in their order', () => {
  expect(VENUE_ACTIONS).toEqual([...ADMIN_VENUE_ACTIONS]);
  expect(VENUE_ACTION_PERMISSION).toEqual(ADMIN_VENUE_ACTION_PERMISSION);
  expect(Object.keys(ACTION_COPY).sort()).toEqual([...ADMIN_VENUE_ACTIONS].sort());
});
