import { ButtonLink } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { App, Button, Skeleton } from 'antd';
import { offerMachine, type CustomOffer, type EnquirySide } from '@venues/contracts';
import { StatusTag } from '../../components/StatusTag';
import { confirmOfferStep } from './confirmOfferStep';
import { OFFER_STATUS, eventWhen, money, venueTime } from '../../lib/format';

export interface OfferCardProps {
  offer: CustomOffer | undefined;
  mySide: EnquirySide;
  country: string;
  /** The caller may change and withdraw offers (owners and venue admins). */
  canManage: boolean;
  onChanged: (o: CustomOffer) => void;
}

/** A custom offer in the chat: what, when, the total and what the caller may do next (offerMachine). */
export function OfferCard({ offer, mySide, country, canManage, onChanged }: OfferCardProps) {
  const app = App.useApp();
  if (!offer) return <Skeleton active title={false} paragraph={{ rows: 3 }} className="enq-offer-card" />;
  const base = `/${country}/enquiries/${offer.enquiry_id}`;
  const can = new Set(offerMachine.available(offer.status, mySide));
  const status = OFFER_STATUS[offer.status];

  const confirmStep = (event: 'decline' | 'cancel') => confirmOfferStep(app, offer._id, event, onChanged);

  return (
    <div className="enq-card enq-offer-card" data-testid="offer-card">
      <strong>
        Custom offer{offer.version > 1 ? ` (version ${offer.version})` : ''} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </strong>
      <p>
        {offer.space.name} · {eventWhen(offer.start_at, offer.end_at, offer.venue.time_zone)} · {offer.guests} guests
      </p>
      <p className="enq-amount">{money(offer.total_minor, offer.currency, country)}</p>
      {offer.status === 'pending' && <p>Valid until {venueTime(offer.expires_at, offer.venue.time_zone)}</p>}
      <div className="enq-actions" style={{ marginTop: 4 }}>
        <Link to={`${base}/view-offer/${offer._id}`}>View offer</Link>
        {can.has('accept') && (
          <ButtonLink to={`${base}/review-booking/${offer._id}`} size="small" type="primary">Review and accept</ButtonLink>
        )}
        {mySide === 'customer' && offer.status === 'accepted' && (
          <ButtonLink to={`${base}/view-offer/${offer._id}/review-payment`} size="small" type="primary">
            Pay now
          </ButtonLink>
        )}
        {offer.status === 'paid' && (
          <ButtonLink to={`${base}/view-offer/${offer._id}/review-payment`} size="small">
            View booking
          </ButtonLink>
        )}
        {can.has('decline') && (
          <Button size="small" onClick={() => confirmStep('decline')}>
            Decline
          </Button>
        )}
        {canManage && can.has('supersede') && (
          <ButtonLink to={`${base}/update-offer/${offer._id}`} size="small">Change offer</ButtonLink>
        )}
        {canManage && can.has('cancel') && (
          <Button size="small" danger onClick={() => confirmStep('cancel')}>
            Withdraw
          </Button>
        )}
      </div>
    </div>
  );
}
