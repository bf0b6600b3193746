import type { EnquiryMessage } from '@venues/contracts';

/**
 * The messages on screen, oldest first, each once: pages loaded from the server and messages that
 * arrive live (the sender's own answer and its socket echo are the same id) merge here.
 */
export function mergeMessages(current: readonly EnquiryMessage[], incoming: readonly EnquiryMessage[]): EnquiryMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const m of incoming) byId.set(m._id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id));
}

/** Whether the other side has read `m` (read receipts): it is ours and they read after it was sent. */
export function seenByOther(m: EnquiryMessage, mySide: string, otherReadAt: string | null): boolean {
  return m.side === mySide && otherReadAt !== null && otherReadAt >= m.created_at;
}
