import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AvailabilityBlock } from '@venues/contracts';
import { availabilityApi, toApiError } from '@venues/api-client';
import { ConfirmDialog } from '@venues/mf-kit';
import { blockWhen, dateTime, KIND_LABEL, NOT_REMOVABLE } from './describe';
import { Dialog } from '../../components/Dialog';
import { KIND_ICON } from './icons';

export interface BlockDetailsModalProps {
  block: AvailabilityBlock;
  timeZone: string;
  country: string;
  onClose: () => void;
  onRemoved: () => void;
}

/** What a booking, hold or block is; a team block can be removed (after a confirmation), the others say how their time is freed. */
export function BlockDetailsModal({ block: b, timeZone, country, onClose, onRemoved }: BlockDetailsModalProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Icon = KIND_ICON[b.kind];
  const when = blockWhen(b, timeZone);
  const enquiry = b.booking?.enquiry_id ?? b.offer?.enquiry_id;

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await availabilityApi.unblock(b._id);
      onRemoved();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Dialog
        title={
          <span className={`av-details__title av-details__title--${b.kind}`}>
            <Icon aria-hidden /> {KIND_LABEL[b.kind]}
          </span>
        }
        onClose={onClose}
        footer={
          b.kind === 'blocked' ? (
            <button type="button" className="ui-button own-danger" onClick={() => setAsking(true)}>
              Remove block
            </button>
          ) : null
        }
      >
        <dl className="av-details">
          <dt>When</dt>
          <dd>{when}</dd>
          {b.booking && (
            <>
              <dt>Booking</dt>
              <dd>{b.booking.reference}</dd>
              <dt>Customer</dt>
              <dd>
                {b.booking.customer_name}, {b.booking.guests} guest{b.booking.guests === 1 ? '' : 's'}
              </dd>
            </>
          )}
          {b.offer && (
            <>
              <dt>Customer</dt>
              <dd>{b.offer.customer_name}</dd>
              <dt>Held until</dt>
              <dd>{dateTime(b.offer.expires_at, timeZone)}, unless paid before</dd>
            </>
          )}
          {b.kind === 'blocked' && (
            <>
              <dt>Note</dt>
              <dd>{b.note || 'No note'}</dd>
            </>
          )}
        </dl>
        {b.kind !== 'blocked' && <p>{NOT_REMOVABLE[b.kind]}</p>}
        {enquiry && <Link to={`/${country}/enquiries/${enquiry}`}>Open the enquiry</Link>}
        {error && (
          <div className="ui-alert ui-alert--error av-details__error" role="alert">
            <strong>The block was not removed</strong>
            <span>{error}</span>
          </div>
        )}
      </Dialog>
      {asking && (
        <ConfirmDialog title="Remove this block?" okText="Remove block" cancelText="Keep it" danger busy={busy} onCancel={() => setAsking(false)} onOk={() => void remove()}>
          <p className="av-dialog-text">
            {when}
            {b.note ? ` (${b.note})` : ''} becomes free to book again.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
