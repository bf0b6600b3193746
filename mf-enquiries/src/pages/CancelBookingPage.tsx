import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BOOKING_LIMITS, CANCELLATION_POLICIES } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { ConfirmModal } from '../components/ConfirmModal';
import Input from 'antd/es/input';
import Form from 'antd/es/form';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { Facts, Panel } from '../features/offers/OfferSummary';
import { bookingPath, eventWhen, venueTime } from '../lib/format';
import { money } from '@venues/geo';
import { useBooking } from './BookingPage';

const RULE_TEXT = {
  full: 'You cancel early enough for a full refund.',
  partial: 'You cancel late: the venue’s policy refunds part of the price.',
  none: 'You cancel too late for a refund under the venue’s policy.',
  venue_cancelled: 'The venue cancels: the customer is refunded in full.',
} as const;

/**
 * enquiries/:enquiry/cancellation/:offer/booking/:booking (also cancel-booking_draft?booking=): cancel
 * a booking after seeing exactly what will be refunded (the server's preview, which the refund
 * equals), with an optional reason; confirmed in a dialog.
 */
export default function CancelBookingPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const bookingId = params.booking ?? search.get('booking') ?? '';
  const country = useCountry();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const page = useBooking(bookingId);
  const canCancel = page.data?.can.cancel === true;
  const preview = useData(() => bookingsApi.preview(bookingId), [bookingId, canCancel], { skip: !canCancel });
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle('Cancel booking');
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="booking" />;
  if (!page.data) return <PageSkeleton rows={8} />;
  const b = page.data;
  if (!b.can.cancel) {
    return (
      <PageResult
        kind="info"
        title="This booking cannot be cancelled here"
        subTitle={b.status === 'cancelled' ? 'It is already cancelled.' : b.status === 'completed' ? 'The event is over.' : b.my_side === 'venue' ? 'Only the venue owner or a venue admin cancels bookings.' : 'The event has started.'}
      >
        <Link to={bookingPath(country, b)}>Back to the booking</Link>
      </PageResult>
    );
  }
  if (preview.status === 'error') return <LoadFailed country={country} status={preview.error.status} message={preview.error.message} what="refund" />;
  if (!preview.data) return <PageSkeleton rows={8} />;
  const p = preview.data;
  const m = (minor: number) => money(minor, p.currency, country);
  const policy = CANCELLATION_POLICIES.find((x) => x.id === b.cancellation_policy);

  async function cancel() {
    setProblem(null);
    setBusy(true);
    try {
      const done = await bookingsApi.cancel(b._id, { reason });
      navigate(bookingPath(country, done));
    } catch (e) {
      setProblem(toApiError(e).message);
      setAsking(false);
      page.reload();
      preview.reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="enq-page enq-narrow">
      <Link to={bookingPath(country, b)}>‹ Back to the booking</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>Cancel booking {b.reference}</Typography.Title>
      <Panel title={`${b.space.name} at ${b.venue.name}`}>
        <Facts
          items={[
            ['When', eventWhen(b.start_at, b.end_at, b.venue.time_zone)],
            ['Paid', m(b.paid_minor)],
            ['Refund now', <strong data-testid="refund-amount">{m(p.refund_minor)}</strong>],
            ['Kept by the venue', m(p.kept_minor)],
          ]}
        />
        <p style={{ margin: '8px 0 0' }}>
          {RULE_TEXT[p.rule]} {policy && p.rule !== 'venue_cancelled' ? `(${policy.label} policy.)` : ''}
          {p.deadline ? ` This amount holds until ${venueTime(p.deadline, b.venue.time_zone)}.` : ''}
        </p>
      </Panel>
      <form
        noValidate
        aria-label="Cancel the booking"
        onSubmit={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        <Form layout="vertical" component={false}>
          <Form.Item label="Reason (optional, shown to the other side)" htmlFor="cancel-reason" extra={<span id="cancel-reason-count">{reason.length} / {BOOKING_LIMITS.cancelReason}</span>}>
            <Input.TextArea id="cancel-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={BOOKING_LIMITS.cancelReason} aria-describedby="cancel-reason-count" />
          </Form.Item>
        </Form>
        {problem && (
          <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
        )}
        <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
          <Button htmlType="submit" type="primary" danger size="large">
            Cancel booking{p.refund_minor > 0 ? ` and refund ${m(p.refund_minor)}` : ''}
          </Button>
          <Button size="large" onClick={() => navigate(bookingPath(country, b))}>
            Keep booking
          </Button>
        </Space>
      </form>
      <ConfirmModal open={asking} title={`Cancel booking ${b.reference}?`} okText="Cancel booking" cancelText="Keep booking" danger busy={busy} onCancel={() => setAsking(false)} onOk={() => void cancel()}>
        {p.refund_minor > 0 ? `${m(p.refund_minor)} is refunded to the card. This cannot be undone.` : 'Nothing is refunded. This cannot be undone.'}
      </ConfirmModal>
    </div>
  );
}
