import { useState } from 'react';
import { LinkButton, Skeleton } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { offerMachine, type CustomOffer, type EnquirySide } from '@venues/contracts';
import { StatusTag } from '../../components/StatusTag';
import { OfferStepDialog } from './OfferStepDialog';
import { OFFER_STATUS, eventWhen, money, venueTime } from '../../lib/format';

export interface OfferCardProps {
  offer: CustomOffer | undefined;
  mySide: EnquirySide;
  country: string;
  /** The caller may change and withdraw offers (owners and venue admins). */
  canManage: boolean;
  onChanged: (o: CustomOffer) => void;
}

/** A custom offer in the chat: what, when, the total and what the caller may do next (offerMachine). Plain (plain.css). */
export function OfferCard({ offer, mySide, country, canManage, onChanged }: OfferCardProps) {
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  if (!offer)
    return (
      <div className="enq-offer-card">
        <Skeleton rows={3} />
      </div>
    );
  const base = `/${country}/enquiries/${offer.enquiry_id}`;
  const can = new Set(offerMachine.available(offer.status, mySide));
  const status = OFFER_STATUS[offer.status];

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
          <LinkButton to={`${base}/review-booking/${offer._id}`} small primary>
            Review and accept
          </LinkButton>
        )}
        {mySide === 'customer' && offer.status === 'accepted' && (
          <LinkButton to={`${base}/view-offer/${offer._id}/review-payment`} small primary>
            Pay now
          </LinkButton>
        )}
        {offer.status === 'paid' && (
          <LinkButton to={`${base}/view-offer/${offer._id}/review-payment`} small>
            View booking
          </LinkButton>
        )}
        {can.has('decline') && (
          <button type="button" className="ui-button ui-button--small" onClick={() => setAsking('decline')}>
            Decline
          </button>
        )}
        {canManage && can.has('supersede') && (
          <LinkButton to={`${base}/update-offer/${offer._id}`} small>
            Change offer
          </LinkButton>
        )}
        {canManage && can.has('cancel') && (
          <button type="button" className="ui-button ui-button--small enq-danger-button" onClick={() => setAsking('cancel')}>
            Withdraw
          </button>
        )}
      </div>
      {asking && <OfferStepDialog offerId={offer._id} event={asking} onDone={onChanged} onClose={() => setAsking(null)} />}
    </div>
  );
}
