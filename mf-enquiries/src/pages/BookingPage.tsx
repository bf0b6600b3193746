import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { BOOKING_LIMITS, SOCKET_EVENTS, type Booking, type ExtraCharge } from '@venues/contracts';
import { bookingsApi, fieldErrors, paymentsApi, toApiError } from '@venues/api-client';
import { lazyResolver, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { ConfirmModal } from '../components/ConfirmModal';
import Card from 'antd/es/card';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { subscribe } from '@venues/realtime';
import { ui } from '@venues/session';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { downloadPdf } from '../features/bookings/openPdf';
import { AddToCalendar } from '../features/bookings/AddToCalendar';
import { MoveBooking } from '../features/bookings/MoveBooking';
import { checkoutKey } from '../features/bookings/keys';
import { Facts, Panel, PriceTable, RefundSchedule } from '../features/offers/OfferSummary';
import { BOOKING_STATUS, EXTRA_CHARGE_STATUS, REFUND_STATUS, cancelPath, eventWhen, venueTime } from '../lib/format';
import { money, plural } from '@venues/geo';

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
 * its documents, refunds, extra charges and reviews, and what the caller may do next (`can`). A
 * failed action is told in the shell's snackbar.
 */
export default function BookingPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const bookingId = params.booking ?? search.get('booking') ?? '';
  const country = useCountry();
  const page = useBooking(bookingId);
  useDocumentTitle(page.data ? `Booking ${page.data.reference}` : 'Booking');
  if (!bookingId)
    return (
      <PageResult kind="info" title="No booking named">
        <Link to={`/${country}/bookings`}>Your bookings</Link>
      </PageResult>
    );
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="booking" />;
  if (!page.data) return <PageSkeleton rows={14} />;
  const b = page.data;
  const status = BOOKING_STATUS[b.status];
  const m = (minor: number) => money(minor, b.currency, country);
  return (
    <div className="enq-page enq-narrow">
      <Link to={`/${country}/enquiries/${b.enquiry_id}`}>‹ Back to the conversation</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        Booking {b.reference} <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </Typography.Title>
      <Panel title={b.venue.name}>
        <Facts
          items={[
            ['Space', b.space.name],
            ['When', eventWhen(b.start_at, b.end_at, b.venue.time_zone)],
            ['Guests', b.guests],
            ...(b.venue.address ? [['Address', b.venue.address] as [string, string]] : []),
            ...(b.my_side === 'venue' ? [['Customer', `${b.customer.first_name} ${b.customer.last_name}`] as [string, string]] : []),
            ['Paid', m(b.paid_minor)],
            ...(b.refunded_minor > 0 ? [['Refunded', m(b.refunded_minor)] as [string, string]] : []),
            ...(b.cancelled_at
              ? [
                  [
                    'Cancelled',
                    `${venueTime(b.cancelled_at, b.venue.time_zone)} by ${b.cancelled_by === 'venue' ? 'the venue' : b.cancelled_by === 'customer' ? 'the customer' : 'the marketplace'}${b.cancel_reason ? `: “${b.cancel_reason}”` : ''}`,
                  ] as [string, string],
                ]
              : []),
          ]}
        />
        <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
          {b.can.cancel && (
            <ButtonLink to={cancelPath(country, b)} danger>
              Cancel booking
            </ButtonLink>
          )}
          {b.can.request_extra_charge && <ButtonLink to={`/${country}/enquiries/${b.enquiry_id}/request-extra-charges_draft?booking=${b._id}`}>Ask for extra charges</ButtonLink>}
        </Space>
      </Panel>
      <MoveBooking booking={b} onMoved={page.reload} />
      {b.status !== 'cancelled' && (
        <Panel title="Add to calendar">
          <AddToCalendar booking={b} country={country} />
        </Panel>
      )}
      <Panel title="Price">
        <PriceTable offer={b} country={country} />
      </Panel>
      {b.status === 'confirmed' && (
        <Panel title="Cancellation and refunds">
          <RefundSchedule offer={b} country={country} />
        </Panel>
      )}
      <Documents booking={b} />
      {b.refunds.length > 0 && (
        <Panel title="Refunds">
          <ul className="enq-list">
            {b.refunds.map((r) => (
              <li key={r._id}>
                {m(r.amount_minor)} <StatusTag tone={REFUND_STATUS[r.status].tone}>{REFUND_STATUS[r.status].label}</StatusTag>
                {r.credit_note_number && ` · credit note ${r.credit_note_number}`}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {b.extra_charges.length > 0 && <ExtraCharges booking={b} onChanged={page.reload} />}
      {(b.status === 'completed' || b.reviews.length > 0) && <Reviews booking={b} onChanged={page.reload} />}
    </div>
  );
}

function Documents({ booking: b }: { booking: Booking }) {
  if (!b.documents.length) return null;
  const open = (path: string, number: string) => downloadPdf(path, number).catch((e: unknown) => ui.showSnackbar(toApiError(e).message, 'error'));
  return (
    <Panel title="Documents">
      <ul className="enq-list">
        {b.documents.map((d) => (
          <li key={d._id}>
            <Button type="link" onClick={() => void open(d.path, d.number)}>
              {DOC_LABEL[d.kind]} {d.number} (PDF)
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ExtraCharges({ booking: b, onChanged }: { booking: Booking; onChanged: () => void }) {
  const country = useCountry();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  // The charge and step waiting for the confirmation dialog's answer.
  const [asking, setAsking] = useState<{ c: ExtraCharge; event: 'decline' | 'cancel' } | null>(null);
  async function pay(c: ExtraCharge) {
    setBusy(c._id);
    try {
      const s = await paymentsApi.checkoutExtraCharge(c._id, checkoutKey('extra-charge', c._id));
      navigate(`/${country}/enquiries/${b.enquiry_id}/checkout/${s.payment_id}`);
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
      onChanged();
    } finally {
      setBusy(null);
    }
  }
  async function step(c: ExtraCharge, event: 'decline' | 'cancel') {
    setBusy(c._id);
    try {
      await bookingsApi.extraChargeStep(c._id, event);
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(null);
      setAsking(null);
    }
    onChanged();
  }
  return (
    <Panel title="Extra charges">
      {b.extra_charges.map((c) => (
        <Card size="small" key={c._id} style={{ marginBottom: 12 }}>
          <strong>
            {money(c.total_minor, c.currency, country)} <StatusTag tone={EXTRA_CHARGE_STATUS[c.status].tone}>{EXTRA_CHARGE_STATUS[c.status].label}</StatusTag>
          </strong>
          {c.note && <p>{c.note}</p>}
          <PriceTable offer={c} country={country} />
          {c.status === 'requested' && (
            <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
              {b.my_side === 'customer' ? (
                <>
                  <Button type="primary" loading={busy === c._id} onClick={() => void pay(c)}>
                    Pay {money(c.total_minor, c.currency, country)}
                  </Button>
                  <Button onClick={() => setAsking({ c, event: 'decline' })}>
                    Decline
                  </Button>
                </>
              ) : (
                b.can.request_extra_charge && (
                  <Button danger onClick={() => setAsking({ c, event: 'cancel' })}>
                    Withdraw
                  </Button>
                )
              )}
            </Space>
          )}
        </Card>
      ))}
      <ConfirmModal
        open={asking !== null}
        title={asking?.event === 'cancel' ? 'Withdraw these extra charges?' : 'Decline these extra charges?'}
        okText={asking?.event === 'cancel' ? 'Withdraw' : 'Decline'}
        cancelText="Keep them"
        danger
        busy={asking !== null && busy === asking.c._id}
        onCancel={() => setAsking(null)}
        onOk={() => asking && void step(asking.c, asking.event)}
      >
        {asking && `${money(asking.c.total_minor, asking.c.currency, country)}. ${asking.event === 'decline' ? 'The venue is told; talk to them in the conversation.' : 'The customer is told.'}`}
      </ConfirmModal>
    </Panel>
  );
}

/** As typed: the stars' radio value is a string until the rules coerce it (lib/formRules.ts). */
type ReviewInput = { rating: unknown; text: string };
type ReviewValues = { rating: number; text: string };

const reviewResolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../lib/formRules').then((m) => m.reviewResolver));

/** Stars as text: "★★★★☆" read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="enq-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <Typography.Text type="secondary">{'☆'.repeat(5 - rating)}</Typography.Text>
    </span>
  );
}

function Reviews({ booking: b, onChanged }: { booking: Booking; onChanged: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, watch, formState } = useForm<ReviewInput, unknown, ReviewValues>({ resolver: reviewResolver, defaultValues: { rating: 0, text: '' } });
  const text = watch('text');
  const errors = formState.errors;
  const mine = b.my_side;
  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await bookingsApi.review(b._id, v);
      onChanged();
    } catch (e) {
      const fields = fieldErrors(e);
      for (const [f, message] of Object.entries(fields)) setError(f as keyof ReviewInput, { message });
      if (!Object.keys(fields).length) setProblem(toApiError(e).message);
    }
  });
  return (
    <Panel title="Reviews">
      {b.reviews.map((r) => (
        <div key={r._id} style={{ marginBottom: 12 }}>
          <strong>{r.side === mine ? 'Your review' : r.side === 'customer' ? 'The customer’s review' : 'The venue’s review'}</strong> <Stars rating={r.rating} />
          <p style={{ margin: 0 }}>{r.text}</p>
          {!r.published && <Typography.Text type="secondary">Shown to the other side once they have reviewed too, or when reviews close.</Typography.Text>}
        </div>
      ))}
      {b.can.review && (
        <form noValidate onSubmit={submit} aria-label="Your review">
          <p>
            Review {mine === 'customer' ? 'the venue' : 'the customer'} by {b.review_until ? venueTime(b.review_until, b.venue.time_zone) : 'the deadline'}. Neither side sees the other’s review before writing their own.
          </p>
          <Form layout="vertical" component={false}>
            <fieldset className="enq-fieldset" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
              <legend>Rating</legend>
              <Controller
                control={control}
                name="rating"
                render={({ field }) => (
                  <Radio.Group
                    className="enq-rate"
                    name={field.name}
                    value={Number(field.value) || undefined}
                    onChange={(ev) => field.onChange(ev.target.value)}
                    options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: plural(n, 'star') }))}
                  />
                )}
              />
              {errors.rating && (
                <Typography.Text type="danger" id={`${id}-rating-error`} style={{ display: 'block' }}>
                  {errors.rating.message}
                </Typography.Text>
              )}
            </fieldset>
            <FormField control={control} name="text" label="Your review" hint={`${text.length} / ${BOOKING_LIMITS.reviewText}`}>
              {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={4} maxLength={BOOKING_LIMITS.reviewText} />}
            </FormField>
          </Form>
          {problem && (
            <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
          )}
          <Button htmlType="submit" type="primary" loading={formState.isSubmitting}>
            Publish review
          </Button>
        </form>
      )}
    </Panel>
  );
}
