import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { SOCKET_EVENTS, canSendOffers, offerMachine, type CustomOffer, type Enquiry } from '@venues/contracts';
import { enquiriesApi, offersApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { subscribe } from '@venues/realtime';
import { AcceptAndPay } from '../features/payments/AcceptAndPay';
import { OfferStepDialog } from '../features/offers/OfferStepDialog';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { Facts, Panel, PriceTable, RefundSchedule } from '../features/offers/OfferSummary';
import { StatusTag } from '../components/StatusTag';
import { OFFER_STATUS, eventWhen, venueTime } from '../lib/format';

/** An offer and its enquiry, kept current by the socket's custom_offer_status. */
export function useOfferPage(enquiryId: string, offerId: string) {
  const data = useData<{ offer: CustomOffer; enquiry: Enquiry }>(async () => {
    const [offer, enquiry] = await Promise.all([offersApi.get(offerId), enquiriesApi.get(enquiryId)]);
    return { offer, enquiry };
  }, [enquiryId, offerId]);
  const { reload } = data;
  useEffect(() => subscribe(SOCKET_EVENTS.customOfferStatus, (p) => p.custom_offer_id === offerId && reload()), [offerId, reload]);
  return data;
}

/**
 * enquiries/:enquiry/view-offer/:offer: the whole offer for either side: the slot, each price line,
 * taxes and total, the refund for cancelling before each deadline, and what the caller may do next
 * (offerMachine.available). The customer sees a pending or accepted offer as the one page that
 * accepts and pays it (features/payments/AcceptAndPay).
 */
const ViewOfferPage = observer(function ViewOfferPage() {
  const { enquiry: enquiryId = '', offer: offerId = '' } = useParams();
  const country = useCountry();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const page = useOfferPage(enquiryId, offerId);
  const paying = page.data?.enquiry.my_side === 'customer' && (page.data.offer.status === 'pending' || page.data.offer.status === 'accepted');
  useDocumentTitle(paying ? 'Accept and pay' : 'Custom offer');
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="offer" />;
  if (!page.data) return <PageSkeleton rows={12} />;
  const { offer: o, enquiry: e } = page.data;
  const base = `/${country}/enquiries/${e._id}`;
  const can = new Set(offerMachine.available(o.status, e.my_side));
  const manages = e.my_side === 'venue' && canSendOffers(session.roles);
  const status = OFFER_STATUS[o.status];
  // The customer accepts and pays on this one page (docs/adr/0102-accept-and-pay.md).
  if (e.my_side === 'customer' && (o.status === 'pending' || o.status === 'accepted')) {
    return (
      <>
        <AcceptAndPay offer={o} enquiry={e} onOffer={(offer) => page.replace({ enquiry: e, offer })} onDecline={() => setAsking('decline')} reload={page.reload} />
        <OfferStepDialog offerId={o._id} event={asking} onDone={(offer) => page.replace({ enquiry: e, offer })} onClose={() => setAsking(null)} />
      </>
    );
  }

  return (
    <div className="enq-page enq-narrow">
      <Link to={base}>‹ Back to the conversation</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        {e.my_side === 'customer' ? `Offer from ${o.venue.name}` : `Offer to ${e.customer.name}`} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </Typography.Title>
      {o.superseded_by_id && (
        <p>
          The venue updated this offer. <Link to={`${base}/view-offer/${o.superseded_by_id}`}>See the updated offer</Link>
        </p>
      )}
      <Panel title="The booking">
        <Facts
          items={[
            ['Venue', o.venue.name],
            ['Space', o.space.name],
            ['When', eventWhen(o.start_at, o.end_at, o.venue.time_zone)],
            ['Guests', o.guests],
            [o.status === 'accepted' ? 'Pay by' : 'Valid until', venueTime(o.expires_at, o.venue.time_zone)],
            // Versions are internal; a replaced offer is "Updated" and links to the one it replaces.
            ...(o.version > 1
              ? [
                  [
                    'Updated offer',
                    o.supersedes_id ? <Link to={`${base}/view-offer/${o.supersedes_id}`}>See the earlier offer</Link> : 'Yes',
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
        {o.note && <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{o.note}</p>}
      </Panel>
      <Panel title="Price">
        <PriceTable offer={o} country={country} />
      </Panel>
      <Panel title="If you cancel later">
        <RefundSchedule offer={o} country={country} />
      </Panel>
      <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
        {can.has('decline') && (
          <Button onClick={() => setAsking('decline')}>
            Decline
          </Button>
        )}
        {manages && can.has('supersede') && (
          <ButtonLink to={`${base}/update-offer/${o._id}`}>Change offer</ButtonLink>
        )}
        {manages && can.has('cancel') && (
          <Button danger onClick={() => setAsking('cancel')}>
            Withdraw offer
          </Button>
        )}
      </Space>
      <OfferStepDialog offerId={o._id} event={asking} onDone={(offer) => page.replace({ enquiry: e, offer })} onClose={() => setAsking(null)} />
    </div>
  );
});

export default ViewOfferPage;
