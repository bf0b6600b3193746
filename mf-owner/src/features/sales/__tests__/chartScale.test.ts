import { labelEvery, niceTicks, valueScale } from '../chartScale';

// The value axis's round ticks, where values land on it, and how often the months are labelled.

test('ticks are round steps from 0 to at or above the highest value', () => {
  expect(niceTicks(1_046_400, 5)).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000, 1_200_000]);
  expect(niceTicks(7, 5)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(niceTicks(16, 5)).toEqual([0, 5, 10, 15, 20]);
  expect(niceTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
  expect(niceTicks(1000, 5)).toEqual([0, 200, 400, 600, 800, 1000]);
  expect(niceTicks(450_000, 5)).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
});

test('values are integers, so a step is never below 1', () => {
  expect(niceTicks(1, 5)).toEqual([0, 1]);
  expect(niceTicks(3, 5)).toEqual([0, 1, 2, 3]);
});

test('a value below zero extends the axis down, with 0 among the ticks', () => {
  expect(niceTicks(10_000, 5, -300)).toEqual([-2_000, 0, 2_000, 4_000, 6_000, 8_000, 10_000]);
  expect(niceTicks(0, 5, -4_000)).toEqual([-4_000, -3_000, -2_000, -1_000, 0]);
  expect(Object.is(niceTicks(50, 5)[0], 0)).toBe(true); // not -0, which Intl writes "-0"
});

test('nothing but zeros gives a lone 0, never NaN', () => {
  expect(niceTicks(0, 5)).toEqual([0]);
  expect(niceTicks(0, 5, 0)).toEqual([0]);
  expect(niceTicks(Number.NaN, 5)).toEqual([0]);
});

test('values land between the bottom (lowest tick) and the top (highest)', () => {
  const y = valueScale([-100, 0, 100, 200], 10, 310);
  expect(y(-100)).toBe(310);
  expect(y(0)).toBe(210);
  expect(y(200)).toBe(10);
  // One tick (all zero): 0 sits on the bottom.
  expect(valueScale([0], 10, 310)(0)).toBe(310);
});

test('month labels thin out when the months are narrower than a label', () => {
  expect(labelEvery(48, 36)).toBe(1);
  expect(labelEvery(22, 36)).toBe(2);
  expect(labelEvery(11, 36)).toBe(4);
  expect(labelEvery(0, 36)).toBe(1);
});
