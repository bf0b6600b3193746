import type { EnquiryMessage } from '@venues/contracts';
import { mergeMessages, seenByOther } from '../features/chat/messageList';

const msg = (id: string, at: string, side: EnquiryMessage['side'] = 'customer'): EnquiryMessage => ({
  _id: id,
  enquiry_id: 'e',
  side,
  sender: null,
  body: id,
  attachments: [],
  card: null,
  created_at: at,
});

test('pages and live messages merge oldest first, each once (the sender’s answer and its socket echo are one)', () => {
  const page = [msg('b', '2026-11-24T10:01:00.000Z'), msg('a', '2026-11-24T10:00:00.000Z')];
  const live = [msg('c', '2026-11-24T10:02:00.000Z'), msg('b', '2026-11-24T10:01:00.000Z')];
  expect(mergeMessages(mergeMessages([], page), live).map((m) => m._id)).toEqual(['a', 'b', 'c']);
  const older = [msg('z', '2026-11-24T09:00:00.000Z')];
  expect(mergeMessages(mergeMessages(page, live), older).map((m) => m._id)).toEqual(['z', 'a', 'b', 'c']);
});

test('"Seen" marks my message the other side read after it was sent, never theirs', () => {
  const mine = msg('m', '2026-11-24T10:00:00.000Z', 'venue');
  expect(seenByOther(mine, 'venue', null)).toBe(false);
  expect(seenByOther(mine, 'venue', '2026-11-24T09:59:59.000Z')).toBe(false);
  expect(seenByOther(mine, 'venue', '2026-11-24T10:00:05.000Z')).toBe(true);
  expect(seenByOther(mine, 'customer', '2026-11-24T10:00:05.000Z')).toBe(false);
});
