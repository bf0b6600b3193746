import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Button, Card, Descriptions, Form, Input, Rate, Result, Typography } from 'antd';
import { z } from 'zod';
import { BOOKING_LIMITS, SOCKET_EVENTS, type Booking, type ExtraCharge } from '@venues/contracts';
import { bookingsApi, fieldErrors, paymentsApi, toApiError } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle, ButtonLink } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { FormField } from '@venues/ui';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { downloadPdf } from '../features/bookings/openPdf';
import { checkoutKey } from '../features/bookings/keys';
import { PriceTable, RefundSchedule } from '../features/offers/OfferSummary';
import { BOOKING_STATUS, EXTRA_CHARGE_STATUS, REFUND_STATUS, cancelPath, eventWhen, money, venueTime } from '../lib/format';

const DOC_LABEL = { invoice: 'Tax invoice', receipt: 'Receipt', credit_note: 'Credit note' } as const;

/** A booking by its id, kept current by the socket's booking_status. */
export function useBooking(bookingId: string) {
  const data = useData(() => bookingsApi.get(bookingId), [bookingId], { skip: !bookingId });
  const { reload } = data;
  useEffect(() => subscribe(SOCKET_EVENTS.bookingStatus, (p) => p.booking_id === bookingId && reload()), [bookingId, reload]);
  return data;
}

/**
 * enquiries/:enquiry/cancellation/:offer/booking/:booking/details (also cancel-booking-details?booking=
 * and user-enquiries/:enquiry/booking?booking=): the booking for both sides: when, where, the price,
 * its documents, refunds, extra charges and reviews, and what the caller may do next (`can`).
 */
export default function BookingPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const bookingId = params.booking ?? search.get('booking') ?? '';
  const country = useCountry();
  const page = useBooking(bookingId);
  useDocumentTitle(page.data ? `Booking ${page.data.reference}` : 'Booking');
  if (!bookingId) return <Result status="info" title="No booking named" extra={<Link to={`/${country}/bookings`}>Your bookings</Link>} />;
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="booking" />;
  if (!page.data) return <PageSkeleton rows={14} />;
  const b = page.data;
  const status = BOOKING_STATUS[b.status];
  const m = (minor: number) => money(minor, b.currency, country);
  return (
    <div className="enq-page enq-narrow">
      <Link to={`/${country}/enquiries/${b.enquiry_id}`}>‹ Back to the conversation</Link>
      <Typography.Title level={1}>
        Booking {b.reference} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </Typography.Title>
      <Card size="small" title={b.venue.name} style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Space">{b.space.name}</Descriptions.Item>
          <Descriptions.Item label="When">{eventWhen(b.start_at, b.end_at, b.venue.time_zone)}</Descriptions.Item>
          <Descriptions.Item label="Guests">{b.guests}</Descriptions.Item>
          {b.venue.address && <Descriptions.Item label="Address">{b.venue.address}</Descriptions.Item>}
          <Descriptions.Item label="Customer">
            {b.customer.first_name} {b.customer.last_name}
          </Descriptions.Item>
          <Descriptions.Item label="Paid">{m(b.paid_minor)}</Descriptions.Item>
          {b.refunded_minor > 0 && <Descriptions.Item label="Refunded">{m(b.refunded_minor)}</Descriptions.Item>}
          {b.cancelled_at && (
            <Descriptions.Item label="Cancelled">
              {venueTime(b.cancelled_at, b.venue.time_zone)} by {b.cancelled_by === 'venue' ? 'the venue' : b.cancelled_by === 'customer' ? 'the customer' : 'the marketplace'}
              {b.cancel_reason ? `: “${b.cancel_reason}”` : ''}
            </Descriptions.Item>
          )}
        </Descriptions>
        <div className="enq-actions">
          {b.can.cancel && (
            <ButtonLink to={cancelPath(country, b)} danger>
              Cancel booking
            </ButtonLink>
          )}
          {b.can.request_extra_charge && <ButtonLink to={`/${country}/enquiries/${b.enquiry_id}/request-extra-charges_draft?booking=${b._id}`}>Ask for extra charges</ButtonLink>}
        </div>
      </Card>
      <Card size="small" title="Price" style={{ marginBottom: 16 }}>
        <PriceTable offer={b} country={country} />
      </Card>
      {b.status === 'confirmed' && (
        <Card size="small" title="Cancellation and refunds" style={{ marginBottom: 16 }}>
          <RefundSchedule offer={b} country={country} />
        </Card>
      )}
      <Documents booking={b} />
      {b.refunds.length > 0 && (
        <Card size="small" title="Refunds" style={{ marginBottom: 16 }}>
          <ul className="enq-list">
            {b.refunds.map((r) => (
              <li key={r._id}>
                {m(r.amount_minor)} <StatusTag tone={REFUND_STATUS[r.status].tone}>{REFUND_STATUS[r.status].label}</StatusTag>
                {r.credit_note_number && ` · credit note ${r.credit_note_number}`}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {b.extra_charges.length > 0 && <ExtraCharges booking={b} onChanged={page.reload} />}
      {(b.status === 'completed' || b.reviews.length > 0) && <Reviews booking={b} onChanged={page.reload} />}
    </div>
  );
}

function Documents({ booking: b }: { booking: Booking }) {
  const app = App.useApp();
  if (!b.documents.length) return null;
  const open = (path: string, number: string) => downloadPdf(path, number).catch((e: unknown) => void app.message.error(toApiError(e).message));
  return (
    <Card size="small" title="Documents" style={{ marginBottom: 16 }}>
      <ul className="enq-list">
        {b.documents.map((d) => (
          <li key={d._id}>
            <Button type="link" style={{ padding: 0 }} onClick={() => void open(d.path, d.number)}>
              {DOC_LABEL[d.kind]} {d.number} (PDF)
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ExtraCharges({ booking: b, onChanged }: { booking: Booking; onChanged: () => void }) {
  const country = useCountry();
  const navigate = useNavigate();
  const app = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  async function pay(c: ExtraCharge) {
    setBusy(c._id);
    try {
      const s = await paymentsApi.checkoutExtraCharge(c._id, checkoutKey('extra-charge', c._id));
      navigate(`/${country}/enquiries/${b.enquiry_id}/checkout/${s.payment_id}`);
    } catch (e) {
      void app.message.error(toApiError(e).message);
      onChanged();
    } finally {
      setBusy(null);
    }
  }
  function step(c: ExtraCharge, event: 'decline' | 'cancel') {
    app.modal.confirm({
      title: event === 'decline' ? 'Decline these extra charges?' : 'Withdraw these extra charges?',
      content: `${money(c.total_minor, c.currency, country)}. ${event === 'decline' ? 'The venue is told; talk to them in the conversation.' : 'The customer is told.'}`,
      okText: event === 'decline' ? 'Decline' : 'Withdraw',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await bookingsApi.extraChargeStep(c._id, event);
        } catch (e) {
          void app.message.error(toApiError(e).message);
        }
        onChanged();
      },
    });
  }
  return (
    <Card size="small" title="Extra charges" style={{ marginBottom: 16 }}>
      {b.extra_charges.map((c) => (
        <div key={c._id} className="enq-card" style={{ marginBottom: 12 }}>
          <strong>
            {money(c.total_minor, c.currency, country)} <StatusTag tone={EXTRA_CHARGE_STATUS[c.status].tone}>{EXTRA_CHARGE_STATUS[c.status].label}</StatusTag>
          </strong>
          {c.note && <p>{c.note}</p>}
          <PriceTable offer={c} country={country} />
          {c.status === 'requested' && (
            <div className="enq-actions">
              {b.my_side === 'customer' ? (
                <>
                  <Button type="primary" loading={busy === c._id} onClick={() => void pay(c)}>
                    Pay {money(c.total_minor, c.currency, country)}
                  </Button>
                  <Button onClick={() => step(c, 'decline')}>Decline</Button>
                </>
              ) : (
                b.can.request_extra_charge && (
                  <Button danger onClick={() => step(c, 'cancel')}>
                    Withdraw
                  </Button>
                )
              )}
            </div>
          )}
        </div>
      ))}
    </Card>
  );
}

const reviewSchema = z.object({
  rating: z.number({ message: 'Choose 1 to 5 stars' }).int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  text: z.string().trim().min(1, 'Write a few words about your experience').max(BOOKING_LIMITS.reviewText, `At most ${BOOKING_LIMITS.reviewText} characters`),
});
type ReviewValues = z.infer<typeof reviewSchema>;

function Reviews({ booking: b, onChanged }: { booking: Booking; onChanged: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ReviewValues>({ resolver: zodResolver(reviewSchema), defaultValues: { rating: 0, text: '' } });
  const mine = b.my_side;
  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await bookingsApi.review(b._id, v);
      onChanged();
    } catch (e) {
      const fields = fieldErrors(e);
      for (const [f, message] of Object.entries(fields)) setError(f as keyof ReviewValues, { message });
      if (!Object.keys(fields).length) setProblem(toApiError(e).message);
    }
  });
  return (
    <Card size="small" title="Reviews" style={{ marginBottom: 16 }}>
      {b.reviews.map((r) => (
        <div key={r._id} style={{ marginBottom: 12 }}>
          <strong>{r.side === mine ? 'Your review' : r.side === 'customer' ? 'The customer’s review' : 'The venue’s review'}</strong> <Rate disabled value={r.rating} aria-label={`${r.rating} out of 5 stars`} />
          <p style={{ margin: 0 }}>{r.text}</p>
          {!r.published && <Typography.Text type="secondary">Shown to the other side once they have reviewed too, or when reviews close.</Typography.Text>}
        </div>
      ))}
      {b.can.review && (
        <Form layout="vertical" component="form" noValidate onFinish={() => void submit()}>
          <Typography.Paragraph>
            Review {mine === 'customer' ? 'the venue' : 'the customer'} by {b.review_until ? venueTime(b.review_until, b.venue.time_zone) : 'the deadline'}. Neither side sees the other’s review before writing their own.
          </Typography.Paragraph>
          <FormField control={control} name="rating" label="Rating">
            {(f, a11y) => <Rate {...a11y} value={f.value} onChange={f.onChange} />}
          </FormField>
          <FormField control={control} name="text" label="Your review">
            {(f, a11y) => <Input.TextArea {...f} {...a11y} rows={4} maxLength={BOOKING_LIMITS.reviewText} showCount />}
          </FormField>
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Publish review
          </Button>
        </Form>
      )}
    </Card>
  );
}
