import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AvailabilityBlock } from '@venues/contracts';
import { availabilityApi, toApiError } from '@venues/api-client';
import { plural } from '@venues/geo';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Popconfirm from 'antd/es/popconfirm';
import { blockWhen, dateTime, KIND_LABEL, NOT_REMOVABLE } from './describe';
import { KIND_ICON } from './icons';
import { Modal } from '@venues/ui';

export interface BlockDetailsModalProps {
  /** Off while the dialog closes (it hands the focus back), then `afterClose` runs. */
  open: boolean;
  afterClose: () => void;
  block: AvailabilityBlock;
  timeZone: string;
  country: string;
  onClose: () => void;
  onRemoved: () => void;
}

/** What a booking, hold or block is; a team block can be removed (after a confirmation), the others say how their time is freed. */
export function BlockDetailsModal({ open, afterClose, block: b, timeZone, country, onClose, onRemoved }: BlockDetailsModalProps) {
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
    }
  }

  const items = [
    { key: 'when', label: 'When', children: when },
    ...(b.booking
      ? [
          { key: 'booking', label: 'Booking', children: b.booking.reference },
          { key: 'customer', label: 'Customer', children: `${b.booking.customer_name}, ${plural(b.booking.guests, 'guest')}` },
        ]
      : []),
    ...(b.offer
      ? [
          { key: 'customer', label: 'Customer', children: b.offer.customer_name },
          { key: 'held', label: 'Held until', children: `${dateTime(b.offer.expires_at, timeZone)}, unless paid before` },
        ]
      : []),
    ...(b.kind === 'blocked' ? [{ key: 'note', label: 'Note', children: b.note || 'No note' }] : []),
  ];

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      destroyOnHidden
      title={
        <span className={`av-details__title av-details__title--${b.kind}`}>
          <Icon aria-hidden /> {KIND_LABEL[b.kind]}
        </span>
      }
      onCancel={onClose}
      footer={
        b.kind === 'blocked' ? (
          <Popconfirm
            title="Remove this block?"
            description={`${when}${b.note ? ` (${b.note})` : ''} becomes free to book again.`}
            okText="Remove block"
            cancelText="Keep it"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button danger loading={busy}>
              Remove block
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      <Descriptions className="av-details" column={1} size="small" items={items} />
      {b.kind !== 'blocked' && <p>{NOT_REMOVABLE[b.kind]}</p>}
      {enquiry && <Link to={`/${country}/enquiries/${enquiry}`}>Open the enquiry</Link>}
      {error && <Alert className="av-details__error" type="error" showIcon role="alert" title="The block was not removed" description={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
