import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { BOOKING_LIMITS, ENQUIRY_LIMITS } from '@venues/contracts';
import { bookingsApi, fieldErrors, toApiError } from '@venues/api-client';
import { Field, lazyResolver, SubmitButton, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { bookingPath } from '../lib/format';
import { decimalsOf, money, toMinor } from '@venues/geo';
import type { ExtraChargesValues as Values } from '../lib/formRules';
import { useBooking } from './BookingPage';

// The form's rules (lib/formRules.ts) download at the first submit; the server prices and checks the charges anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../lib/formRules').then((m) => m.extraChargesResolver));

/**
 * enquiries/:enquiry/request-extra-charges_draft?booking=: the venue's owners and admins ask the
 * customer for extra charges on a booking (an extra hour, damage); the server prices them with the
 * booking's tax, and the customer pays them like the booking or declines. Drawn without antd
 * (plain.css).
 */
export default function ExtraChargesPage() {
  const [search] = useSearchParams();
  const bookingId = search.get('booking') ?? '';
  const country = useCountry();
  const navigate = useNavigate();
  const page = useBooking(bookingId);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { lines: [{ description: '', quantity: 1, unit: undefined as unknown as number }], note: '' } });
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const noteText = useWatch({ control, name: 'note' });
  useDocumentTitle('Ask for extra charges');
  if (!bookingId) {
    return (
      <PageResult kind="info" title="Open this page from a booking">
        <Link to={`/${country}/bookings`}>Your bookings</Link>
      </PageResult>
    );
  }
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="booking" />;
  if (!page.data) return <PageSkeleton rows={8} />;
  const b = page.data;
  if (!b.can.request_extra_charge) {
    return (
      <PageResult kind="info" title="You cannot ask for extra charges on this booking" subTitle="The venue owner or a venue admin can, until 14 days after the event.">
        <Link to={bookingPath(country, b)}>Back to the booking</Link>
      </PageResult>
    );
  }
  const sum = (watched ?? []).reduce((s, l) => s + (Number(l?.quantity) || 0) * toMinor(Number(l?.unit) || 0, b.currency), 0);
  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await bookingsApi.requestExtraCharge(b._id, { note: v.note, lines: v.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_amount_minor: toMinor(l.unit, b.currency) })) });
      navigate(bookingPath(country, b));
    } catch (e) {
      const fields = fieldErrors(e);
      for (const [f, message] of Object.entries(fields)) setError(f.replace(/unit_amount_minor$/, 'unit') as keyof Values, { message });
      if (!Object.keys(fields).length) setProblem(toApiError(e).message);
    }
  });
  const errors = formState.errors;
  return (
    <div className="enq-page enq-narrow ui-plain">
      <Link to={bookingPath(country, b)}>‹ Back to booking {b.reference}</Link>
      <h1 style={{ marginTop: 8 }}>Ask for extra charges</h1>
      <form noValidate onSubmit={submit} aria-label="Extra charges">
        <fieldset className="enq-fieldset">
          <legend>Lines ({b.currency})</legend>
          {lines.fields.map((f, i) => {
            const le = errors.lines?.[i];
            return (
              <div className="enq-lines" key={f.id}>
                <Field id={`${id}-line${i}`} label="Description" error={le?.description?.message}>
                  {(a11y) => <input {...register(`lines.${i}.description`)} {...a11y} className="ui-input" maxLength={ENQUIRY_LIMITS.lineDescription} />}
                </Field>
                <Field id={`${id}-qty${i}`} label="Qty" error={le?.quantity?.message}>
                  {(a11y) => <input {...register(`lines.${i}.quantity`, { valueAsNumber: true })} {...a11y} className="ui-input" type="number" inputMode="numeric" min={1} step={1} />}
                </Field>
                <Field id={`${id}-price${i}`} label={`Price (${b.currency})`} error={le?.unit?.message}>
                  {(a11y) => <input {...register(`lines.${i}.unit`, { valueAsNumber: true })} {...a11y} className="ui-input" type="number" inputMode="decimal" min={0} step={1 / 10 ** decimalsOf(b.currency)} />}
                </Field>
                <button type="button" className="ui-button enq-remove-line" onClick={() => lines.remove(i)} disabled={lines.fields.length === 1} aria-label={`Remove line ${i + 1}`}>
                  Remove
                </button>
              </div>
            );
          })}
          {(errors.lines?.root?.message ?? errors.lines?.message) && (
            <p className="ui-alert ui-alert--error" role="alert">
              <span>{errors.lines?.root?.message ?? errors.lines?.message}</span>
            </p>
          )}
          <button type="button" className="ui-button" onClick={() => lines.append({ description: '', quantity: 1, unit: undefined as unknown as number })} disabled={lines.fields.length >= ENQUIRY_LIMITS.offerLines}>
            Add a line
          </button>
          <p className="enq-subtotal" aria-live="polite">
            Lines add up to {money(sum, b.currency, country)}; tax is added as on the booking.
          </p>
        </fieldset>
        <Field id={`${id}-note`} label="Note to the customer" hint={`${noteText?.length ?? 0} / ${BOOKING_LIMITS.extraChargeNote}`} error={errors.note?.message}>
          {(a11y) => <textarea {...register('note')} {...a11y} className="ui-input" rows={3} maxLength={BOOKING_LIMITS.extraChargeNote} />}
        </Field>
        {problem && (
          <p className="ui-alert ui-alert--error" role="alert">
            <span>{problem}</span>
          </p>
        )}
        <SubmitButton busy={formState.isSubmitting} wide={false}>
          Send to the customer
        </SubmitButton>
      </form>
    </div>
  );
}
