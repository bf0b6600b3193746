import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../components/ButtonLink';
import { Link } from 'react-router-dom';
import { offerMachine, type Booking, type CustomOffer, type EnquirySide } from '@venues/contracts';
import { StatusTag } from '../../components/StatusTag';
import { OfferStepDialog } from './OfferStepDialog';
import { OFFER_STATUS, bookingPath, eventWhen, venueTime, type Tone } from '../../lib/format';
import { money, plural } from '@venues/geo';

export interface OfferCardProps {
  offer: CustomOffer | undefined;
  mySide: EnquirySide;
  country: string;
  /** The caller may change and withdraw offers (owners and venue admins). */
  canManage: boolean;
  onChanged: (o: CustomOffer) => void;
  /** The booking paid with this offer, if any: once paid, the card tells the booking's current state. */
  booking?: Booking;
}

/**
 * What the card's tag says: the offer's state, or once it was paid, its booking's (a cancelled
 * booking's offer no longer reads "Paid"; a refund on its way or paid back is said).
 */
export function offerCardStatus(offer: CustomOffer, booking: Booking | undefined): { label: string; tone: Tone } {
  if (offer.status !== 'paid' || !booking) return OFFER_STATUS[offer.status];
  if (booking.status === 'completed') return { label: 'Paid: event held', tone: 'info' };
  if (booking.status === 'confirmed') return { label: 'Paid: booked', tone: 'ok' };
  if (booking.refunds.some((r) => r.status !== 'succeeded')) return { label: 'Booking cancelled: refund on its way', tone: 'warn' };
  if (booking.refunded_minor > 0) return { label: 'Booking cancelled: refunded', tone: 'neutral' };
  return { label: 'Booking cancelled', tone: 'bad' };
}

/**
 * A custom offer in the chat: what, when, the total and what the caller may do next (offerMachine);
 * once paid, its booking's current state and dates. (antd Card).
 */
export function OfferCard({ offer, mySide, country, canManage, onChanged, booking }: OfferCardProps) {
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  if (!offer)
    return (
      <Card size="small" className="enq-offer-card">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  const base = `/${country}/enquiries/${offer.enquiry_id}`;
  const can = new Set(offerMachine.available(offer.status, mySide));
  const status = offerCardStatus(offer, booking);
  // A booking may have moved since the offer: the card shows when it is now.
  const when = booking ?? offer;

  return (
    <Card size="small" className="enq-offer-card" data-testid="offer-card">
      <strong>
        {offer.version > 1 ? 'Updated offer' : 'Custom offer'} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </strong>
      <p>
        {when.space.name} · {eventWhen(when.start_at, when.end_at, offer.venue.time_zone)} · {plural(when.guests, 'guest')}
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
          <ButtonLink to={booking ? bookingPath(country, booking) : `${base}/view-offer/${offer._id}/review-payment`} size="small">
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
