import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../components/ButtonLink';
import { Link } from 'react-router-dom';
import { offerMachine, type CustomOffer, type EnquirySide } from '@venues/contracts';
import { StatusTag } from '../../components/StatusTag';
import { OfferStepDialog } from './OfferStepDialog';
import { OFFER_STATUS, eventWhen, venueTime } from '../../lib/format';
import { money, plural } from '@venues/geo';

export interface OfferCardProps {
  offer: CustomOffer | undefined;
  mySide: EnquirySide;
  country: string;
  /** The caller may change and withdraw offers (owners and venue admins). */
  canManage: boolean;
  onChanged: (o: CustomOffer) => void;
}

/** A custom offer in the chat: what, when, the total and what the caller may do next (offerMachine). (antd Card). */
export function OfferCard({ offer, mySide, country, canManage, onChanged }: OfferCardProps) {
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  if (!offer)
    return (
      <Card size="small" className="enq-offer-card">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  const base = `/${country}/enquiries/${offer.enquiry_id}`;
  const can = new Set(offerMachine.available(offer.status, mySide));
  const status = OFFER_STATUS[offer.status];

  return (
    <Card size="small" className="enq-offer-card" data-testid="offer-card">
      <strong>
        {offer.version > 1 ? 'Updated offer' : 'Custom offer'} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </strong>
      <p>
        {offer.space.name} · {eventWhen(offer.start_at, offer.end_at, offer.venue.time_zone)} · {plural(offer.guests, 'guest')}
      </p>
      <Typography.Text strong className="enq-amount">
        {money(offer.total_minor, offer.currency, country)}
      </Typography.Text>
      {offer.status === 'pending' && <p>Valid until {venueTime(offer.expires_at, offer.venue.time_zone)}</p>}
      <Space wrap style={{ marginTop: 8 }}>
        <Link to={`${base}/view-offer/${offer._id}`}>View offer</Link>
        {can.has('accept') && (
          <ButtonLink to={`${base}/view-offer/${offer._id}`} size="small" type="primary">
            Accept and pay
          </ButtonLink>
        )}
        {mySide === 'customer' && offer.status === 'accepted' && (
          <ButtonLink to={`${base}/view-offer/${offer._id}`} size="small" type="primary">
            Pay now
          </ButtonLink>
        )}
        {offer.status === 'paid' && (
          <ButtonLink to={`${base}/view-offer/${offer._id}/review-payment`} size="small">
            View booking
          </ButtonLink>
        )}
        {can.has('decline') && (
          <Button size="small" onClick={() => setAsking('decline')}>
            Decline
          </Button>
        )}
        {canManage && can.has('supersede') && (
          <ButtonLink to={`${base}/update-offer/${offer._id}`} size="small">
            Change offer
          </ButtonLink>
        )}
        {canManage && can.has('cancel') && (
          <Button size="small" danger onClick={() => setAsking('cancel')}>
            Withdraw
          </Button>
        )}
      </Space>
      <OfferStepDialog offerId={offer._id} event={asking} onDone={onChanged} onClose={() => setAsking(null)} />
    </Card>
  );
}
