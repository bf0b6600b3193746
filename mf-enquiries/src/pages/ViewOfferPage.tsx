import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Descriptions, Typography } from 'antd';
import { SOCKET_EVENTS, canSendOffers, offerMachine, type CustomOffer, type Enquiry } from '@venues/contracts';
import { enquiriesApi, offersApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useCountry, useData, useDocumentTitle, ButtonLink } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { OfferStepDialog } from '../features/offers/OfferStepDialog';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { PriceTable, RefundSchedule } from '../features/offers/OfferSummary';
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
 * taxes and total, the refund for cancelling before each deadline, its versions, and what the caller
 * may do next (offerMachine.available).
 */
export default function ViewOfferPage() {
  const { enquiry: enquiryId = '', offer: offerId = '' } = useParams();
  const country = useCountry();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const page = useOfferPage(enquiryId, offerId);
  useDocumentTitle('Custom offer');
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="offer" />;
  if (!page.data) return <PageSkeleton rows={12} />;
  const { offer: o, enquiry: e } = page.data;
  const base = `/${country}/enquiries/${e._id}`;
  const can = new Set(offerMachine.available(o.status, e.my_side));
  const manages = e.my_side === 'venue' && canSendOffers(session.roles);
  const status = OFFER_STATUS[o.status];

  return (
    <div className="enq-page enq-narrow">
      <Link to={base}>‹ Back to the conversation</Link>
      <Typography.Title level={1}>
        {e.my_side === 'customer' ? `Offer from ${o.venue.name}` : `Offer to ${e.customer.name}`} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </Typography.Title>
      {o.superseded_by_id && (
        <Typography.Paragraph>
          This version was replaced. <Link to={`${base}/view-offer/${o.superseded_by_id}`}>See the current version</Link>
        </Typography.Paragraph>
      )}
      <Card size="small" title="The booking" style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Venue">{o.venue.name}</Descriptions.Item>
          <Descriptions.Item label="Space">{o.space.name}</Descriptions.Item>
          <Descriptions.Item label="When">{eventWhen(o.start_at, o.end_at, o.venue.time_zone)}</Descriptions.Item>
          <Descriptions.Item label="Guests">{o.guests}</Descriptions.Item>
          <Descriptions.Item label={o.status === 'accepted' ? 'Pay by' : 'Valid until'}>{venueTime(o.expires_at, o.venue.time_zone)}</Descriptions.Item>
          <Descriptions.Item label="Version">
            {o.version}
            {o.supersedes_id && (
              <>
                {' '}
                (replaces <Link to={`${base}/view-offer/${o.supersedes_id}`}>version {o.version - 1}</Link>)
              </>
            )}
          </Descriptions.Item>
        </Descriptions>
        {o.note && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>{o.note}</Typography.Paragraph>}
      </Card>
      <Card size="small" title="Price" style={{ marginBottom: 16 }}>
        <PriceTable offer={o} country={country} />
      </Card>
      <Card size="small" title="If you cancel later">
        <RefundSchedule offer={o} country={country} />
      </Card>
      <div className="enq-actions">
        {can.has('accept') && (
          <ButtonLink to={`${base}/review-booking/${o._id}`} type="primary">Review and accept</ButtonLink>
        )}
        {can.has('decline') && <Button onClick={() => setAsking('decline')}>Decline</Button>}
        {manages && can.has('supersede') && (
          <ButtonLink to={`${base}/update-offer/${o._id}`}>Change offer</ButtonLink>
        )}
        {manages && can.has('cancel') && (
          <Button danger onClick={() => setAsking('cancel')}>
            Withdraw offer
          </Button>
        )}
        {o.status === 'accepted' && e.my_side === 'customer' && (
          <>
            <ButtonLink to={`${base}/view-offer/${o._id}/review-payment`} type="primary">
              Pay now
            </ButtonLink>
            <Typography.Text>Accepted: the date is held for you until {venueTime(o.expires_at, o.venue.time_zone)}.</Typography.Text>
          </>
        )}
      </div>
      {asking && <OfferStepDialog offerId={o._id} event={asking} onDone={(offer) => page.replace({ enquiry: e, offer })} onClose={() => setAsking(null)} />}
    </div>
  );
}
