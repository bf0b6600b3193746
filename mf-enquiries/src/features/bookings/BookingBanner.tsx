import { useEffect } from 'react';
import { SOCKET_EVENTS, type EnquirySide } from '@venues/contracts';
import { bookingsApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import { ButtonLink } from '../../components/ButtonLink';
import { subscribe } from '@venues/realtime';
import { BOOKING_STATUS, bookingPath, eventWhen } from '../../lib/format';

/** The conversation's bookings above the chat: reference, status and a link to each (kept current by booking_status). (antd Alert). */
export function BookingBanner({ enquiryId, side, country }: { enquiryId: string; side: EnquirySide; country: string }) {
  const list = useData(() => bookingsApi.list({ enquiry_id: enquiryId, as: side === 'venue' ? 'venue' : 'customer' }), [enquiryId, side]);
  const { reload } = list;
  useEffect(() => subscribe(SOCKET_EVENTS.bookingStatus, (p) => p.enquiry_id === enquiryId && reload()), [enquiryId, reload]);
  const items = list.data?.data ?? [];
  if (!items.length) return null;
  return (
    <>
      {items.map((b) => (
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
