import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, App, Button, Modal } from 'antd';
import type { AvailabilityBlock } from '@venues/contracts';
import { availabilityApi, toApiError } from '@venues/api-client';
import { KIND_ICON } from './BlockChip';
import { blockWhen, dateTime, KIND_LABEL, NOT_REMOVABLE } from './describe';

export interface BlockDetailsModalProps {
  block: AvailabilityBlock;
  timeZone: string;
  country: string;
  onClose: () => void;
  onRemoved: () => void;
}

/** What a booking, hold or block is; a team block can be removed (after a confirmation), the others say how their time is freed. */
export function BlockDetailsModal({ block: b, timeZone, country, onClose, onRemoved }: BlockDetailsModalProps) {
  const { modal } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const Icon = KIND_ICON[b.kind];
  const when = blockWhen(b, timeZone);
  const enquiry = b.booking?.enquiry_id ?? b.offer?.enquiry_id;

  const confirmRemove = () =>
    modal.confirm({
      title: 'Remove this block?',
      content: `${when}${b.note ? ` (${b.note})` : ''} becomes free to book again.`,
      okText: 'Remove block',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        setError(null);
        try {
          await availabilityApi.unblock(b._id);
          onRemoved();
        } catch (e) {
          setError(toApiError(e).message);
        }
      },
    });

  return (
    <Modal
      open
      title={
        <span className={`av-details__title av-details__title--${b.kind}`}>
          <Icon aria-hidden /> {KIND_LABEL[b.kind]}
        </span>
      }
      onCancel={onClose}
      footer={
        b.kind === 'blocked' ? (
          <Button danger onClick={confirmRemove}>
            Remove block
          </Button>
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
      {error && <Alert type="error" showIcon role="alert" title="The block was not removed" description={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
