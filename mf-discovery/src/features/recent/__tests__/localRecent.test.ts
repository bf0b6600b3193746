import { RECENTLY_VIEWED_MAX } from '@venues/contracts';
import { card } from '../../../test/fixtures';
import { clearLocalRecent, hasLocalRecent, LOCAL_RECENT_KEY, readLocalRecent, rememberLocally } from '../localRecent';

beforeEach(() => localStorage.clear());

test('newest first; viewing again moves a venue to the top instead of repeating it', () => {
  rememberLocally(card({ _id: 'a', name: 'A' }), new Date('2026-11-01T10:00:00Z'));
  rememberLocally(card({ _id: 'b', name: 'B' }), new Date('2026-11-01T11:00:00Z'));
  rememberLocally(card({ _id: 'a', name: 'A' }), new Date('2026-11-01T12:00:00Z'));
  expect(readLocalRecent().map((i) => [i.venue._id, i.viewed_at])).toEqual([
    ['a', '2026-11-01T12:00:00.000Z'],
    ['b', '2026-11-01T11:00:00.000Z'],
  ]);
  expect(hasLocalRecent()).toBe(true);
  clearLocalRecent();
  expect(hasLocalRecent()).toBe(false);
});

test(`keeps the newest ${RECENTLY_VIEWED_MAX}`, () => {
  for (let i = 0; i < RECENTLY_VIEWED_MAX + 5; i++) rememberLocally(card({ _id: `v${i}` }));
  const list = readLocalRecent();
  expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
  expect(list[0]!.venue._id).toBe(`v${RECENTLY_VIEWED_MAX + 4}`);
});

test('a damaged list reads as empty or keeps only the good entries', () => {
  localStorage.setItem(LOCAL_RECENT_KEY, 'nope');
  expect(readLocalRecent()).toEqual([]);
  localStorage.setItem(LOCAL_RECENT_KEY, JSON.stringify([{ venue: card(), viewed_at: 'x' }, { venue: { name: 1 } }, 7]));
  expect(readLocalRecent()).toHaveLength(1);
});
