import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Typography } from 'antd';
import { BOOKING_LIMITS, CANCELLATION_POLICIES } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { bookingPath, eventWhen, money, venueTime } from '../lib/format';
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
  const app = App.useApp();
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
      <div className="enq-page enq-narrow">
        <Result
          status="info"
          title="This booking cannot be cancelled here"
          subTitle={b.status === 'cancelled' ? 'It is already cancelled.' : b.status === 'completed' ? 'The event is over.' : b.my_side === 'venue' ? 'Only the venue owner or a venue admin cancels bookings.' : 'The event has started.'}
          extra={<Link to={bookingPath(country, b)}>Back to the booking</Link>}
        />
      </div>
    );
  }
  if (preview.status === 'error') return <LoadFailed country={country} status={preview.error.status} message={preview.error.message} what="refund" />;
  if (!preview.data) return <PageSkeleton rows={8} />;
  const p = preview.data;
  const m = (minor: number) => money(minor, p.currency, country);
  const policy = CANCELLATION_POLICIES.find((x) => x.id === b.cancellation_policy);

  function confirm() {
    app.modal.confirm({
      title: `Cancel booking ${b.reference}?`,
      content: p.refund_minor > 0 ? `${m(p.refund_minor)} is refunded to the card. This cannot be undone.` : 'Nothing is refunded. This cannot be undone.',
      okText: 'Cancel booking',
      okButtonProps: { danger: true },
      cancelText: 'Keep booking',
      onOk: async () => {
        setProblem(null);
        try {
          const done = await bookingsApi.cancel(b._id, { reason });
          navigate(bookingPath(country, done));
        } catch (e) {
          setProblem(toApiError(e).message);
          page.reload();
          preview.reload();
        }
      },
    });
  }

  return (
    <div className="enq-page enq-narrow">
      <Link to={bookingPath(country, b)}>‹ Back to the booking</Link>
      <Typography.Title level={1}>Cancel booking {b.reference}</Typography.Title>
      <Card size="small" title={`${b.space.name} at ${b.venue.name}`} style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="When">{eventWhen(b.start_at, b.end_at, b.venue.time_zone)}</Descriptions.Item>
          <Descriptions.Item label="Paid">{m(b.paid_minor)}</Descriptions.Item>
          <Descriptions.Item label="Refund now">
            <strong data-testid="refund-amount">{m(p.refund_minor)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="Kept by the venue">{m(p.kept_minor)}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          {RULE_TEXT[p.rule]} {policy && p.rule !== 'venue_cancelled' ? `(${policy.label} policy.)` : ''}
          {p.deadline ? ` This amount holds until ${venueTime(p.deadline, b.venue.time_zone)}.` : ''}
        </Typography.Paragraph>
      </Card>
      <Form layout="vertical" component="form" noValidate onFinish={confirm}>
        <Form.Item label="Reason (optional, shown to the other side)" htmlFor="cancel-reason">
          <Input.TextArea id="cancel-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={BOOKING_LIMITS.cancelReason} showCount />
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        <div className="enq-actions">
          <Button danger type="primary" htmlType="submit" size="large">
            Cancel booking{p.refund_minor > 0 ? ` and refund ${m(p.refund_minor)}` : ''}
          </Button>
          <Button size="large" onClick={() => navigate(bookingPath(country, b))}>
            Keep booking
          </Button>
        </div>
      </Form>
    </div>
  );
}
