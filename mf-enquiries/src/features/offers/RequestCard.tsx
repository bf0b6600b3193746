import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bookingRequestMachine, type BookingRequest, type EnquirySide } from '@venues/contracts';
import { plural } from '@venues/geo';
import { offersApi, toApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ui } from '@venues/session';
import { StatusTag } from '../../components/StatusTag';
import { REQUEST_STATUS, eventWhen, venueTime } from '../../lib/format';

export interface RequestCardProps {
  id: string;
  /** The newest state from the socket, when one came after the page loaded. */
  live: BookingRequest | undefined;
  mySide: EnquirySide;
  timeZone: string;
  country: string;
  canManage: boolean;
  onChanged: (r: BookingRequest) => void;
}

/** A request to book at the listed price: the venue accepts (an offer follows) or declines within 48 hours. (antd Card). */
export function RequestCard({ id, live, mySide, timeZone, country, canManage, onChanged }: RequestCardProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const loaded = useData(() => offersApi.bookingRequest(id), [id]);
  const r = live ?? loaded.data;
  if (!r) return loaded.status === 'error' ? <p>This request could not be loaded.</p> : <Skeleton active paragraph={{ rows: 2 }} />;
  const can = new Set(bookingRequestMachine.available(r.status, mySide));
  const status = REQUEST_STATUS[r.status];

  const answer = async (event: 'accept' | 'decline') => {
    setBusy(true);
    try {
      onChanged(await offersApi.answerRequest(r._id, event));
    } catch (err) {
      ui.showSnackbar(toApiError(err).message, 'error');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Card size="small" className="enq-offer-card" data-testid="request-card">
      <strong>
        Request to book <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </strong>
      <p>
        {r.space.name} · {eventWhen(r.start_at, r.end_at, timeZone)} · {plural(r.guests, 'guest')}
      </p>
      <p>At the listed price.{r.status === 'requested' ? ` The venue answers before ${venueTime(r.expires_at, timeZone)}.` : ''}</p>
      {r.offer_id && <Link to={`/${country}/enquiries/${r.enquiry_id}/view-offer/${r.offer_id}`}>View the offer</Link>}
      {canManage && can.has('accept') && (
        <Space wrap style={{ marginTop: 8 }}>
          <Button size="small" type="primary" loading={busy && !asking} disabled={busy} onClick={() => void answer('accept')}>
            Accept
          </Button>
          <Button size="small" disabled={busy} onClick={() => setAsking(true)}>
            Decline
          </Button>
        </Space>
      )}
      <ConfirmModal open={asking} title="Decline this request to book?" okText="Decline request" cancelText="Keep the request" danger busy={busy} onCancel={() => setAsking(false)} onOk={() => void answer('decline')}>
        The customer is told. You can still send them a custom offer for another time.
      </ConfirmModal>
    </Card>
  );
}
