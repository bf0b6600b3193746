import { ANNOUNCEMENT_TARGETS, TARGET_DEVICES } from '@venues/contracts';
import { DEVICES, TARGETS } from '../labels';

// The pages read the enum values from their labels (the contracts' lists live in a schema module,
// which would bring zod): the same values, in the same order.
test('the labels name every value of the contracts, in their order', () => {
  expect(TARGETS).toEqual([...ANNOUNCEMENT_TARGETS]);
  expect(DEVICES).toEqual([...TARGET_DEVICES]);
});
