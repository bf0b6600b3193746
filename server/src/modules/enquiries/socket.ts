import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS, type SocketAck } from '@venues/contracts';
import { UUID } from '../../lib/validate';
import type { SocketHandlers } from '../../plugins/realtime';

/** A typing signal per socket at most this often (a client sends one every few seconds while typing). */
const TYPING_EVERY_MS = 1_000;

/** typing: relayed to the other side of a conversation the sender may see; anything else is dropped. */
export function enquirySocket(app: FastifyInstance): SocketHandlers {
  const service = app.services.enquiries;
  return (socket) => {
    let last = 0;
    const relay = async (payload: unknown) => {
      const p = payload as { enquiry_id?: unknown; typing?: unknown } | null;
      if (!p || typeof p.enquiry_id !== 'string' || !UUID.test(p.enquiry_id) || typeof p.typing !== 'boolean') return;
      const now = Date.now();
      if (p.typing && now - last < TYPING_EVERY_MS) return;
      last = now;
      // Someone who may not see the conversation learns nothing (enquiryFor answers 404: dropped).
      await service.typing(socket.data.user, p.enquiry_id, p.typing).catch(() => undefined);
    };
    // The ack says only that the signal was handled (relayed or dropped alike): it tells nothing.
    socket.on(SOCKET_EVENTS.typing, async (payload, ack) => {
      await relay(payload);
      if (typeof ack === 'function') (ack as (r: SocketAck) => void)({ ok: true });
    });
  };
}
