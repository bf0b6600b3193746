import { Link, Navigate, useParams } from 'react-router-dom';
import { bookingsApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { bookingPath, eventWhen } from '../lib/format';
import { useOfferPage } from './ViewOfferPage';

/**
 * enquiries/:enquiry/view-offer/:offer/review-payment: a paid offer leads to its booking; any other
 * goes to the offer's page, where the customer accepts and pays (docs/adr/0102-accept-and-pay.md).
 */
export default function ReviewPaymentPage() {
  const { enquiry: enquiryId = '', offer: offerId = '' } = useParams();
  const country = useCountry();
  const page = useOfferPage(enquiryId, offerId);
  const paid = page.data?.offer.status === 'paid';
  const booking = useData(async () => (await bookingsApi.list({ enquiry_id: enquiryId, as: page.data?.enquiry.my_side === 'venue' ? 'venue' : 'customer' })).data.find((b) => b.offer_id === offerId) ?? null, [enquiryId, offerId, paid], {
    skip: !paid,
  });
  useDocumentTitle('Your booking');
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="offer" />;
  if (!page.data) return <PageSkeleton rows={12} />;
  const { offer: o, enquiry: e } = page.data;
  const base = `/${country}/enquiries/${e._id}`;

  if (o.status === 'paid') {
    const b = booking.data;
    return (
      <PageResult kind="success" title="This offer is paid and booked" subTitle={b ? `Booking ${b.reference}: ${o.space.name}, ${eventWhen(o.start_at, o.end_at, o.venue.time_zone)}.` : undefined}>
        {b ? <Link to={bookingPath(country, b)}>View the booking</Link> : <Link to={base}>Back to the conversation</Link>}
      </PageResult>
    );
  }
  // Accepting and paying is one page now (docs/adr/0102-accept-and-pay.md): links in e-mails and
  // messages to this address land there.
  return <Navigate to={`${base}/view-offer/${o._id}`} replace />;
}
