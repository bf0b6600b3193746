import type { Booking } from '@venues/contracts';
import Alert from 'antd/es/alert';
import { ButtonLink } from '../../components/ButtonLink';
import { BOOKING_STATUS, bookingPath, eventWhen } from '../../lib/format';

/**
 * The conversation's bookings above the chat: reference, status, when, and a link to each. The list
 * is the conversation's (features/chat/useConversation), kept current by booking_status. (antd Alert).
 */
export function BookingBanner({ bookings, country }: { bookings: readonly Booking[] | null; country: string }) {
  if (!bookings?.length) return null;
  return (
    <>
      {bookings.map((b) => (
        <Alert
          key={b._id}
          className="enq-banner"
          type={b.status === 'cancelled' ? 'warning' : 'success'}
          title={`Booking ${b.reference}: ${BOOKING_STATUS[b.status].label.toLowerCase()}`}
          description={`${b.space.name}, ${eventWhen(b.start_at, b.end_at, b.venue.time_zone)}`}
          action={
            <ButtonLink to={bookingPath(country, b)} size="small">
              View booking
            </ButtonLink>
          }
          style={{ marginBottom: 8 }}
        />
      ))}
    </>
  );
}
