import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { BOOKING_LIMITS, ENQUIRY_LIMITS } from '@venues/contracts';
import { bookingsApi, fieldErrors, toApiError } from '@venues/api-client';
import { lazyResolver, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { NumberInput } from '../components/SlotFields';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
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
 * booking's tax, and the customer pays them like the booking or declines.
 */
export default function ExtraChargesPage() {
  const [search] = useSearchParams();
  const bookingId = search.get('booking') ?? '';
  const country = useCountry();
  const navigate = useNavigate();
  const page = useBooking(bookingId);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { lines: [{ description: '', quantity: 1, unit: undefined as unknown as number }], note: '' } });
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
    <div className="enq-page enq-narrow">
      <Link to={bookingPath(country, b)}>‹ Back to booking {b.reference}</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>Ask for extra charges</Typography.Title>
      <form noValidate onSubmit={submit} aria-label="Extra charges">
        <Form layout="vertical" component={false}>
          <fieldset className="enq-fieldset">
            <legend>Lines ({b.currency})</legend>
            {lines.fields.map((f, i) => (
              <Flex wrap gap={12} align="flex-start" className="enq-lines" key={f.id}>
                <div style={{ flex: '3 1 220px' }}>
                  <FormField control={control} name={`lines.${i}.description`} label="Description">
                    {(field, a11y) => <Input {...field} {...a11y} maxLength={ENQUIRY_LIMITS.lineDescription} />}
                  </FormField>
                </div>
                <div style={{ flex: '1 1 90px' }}>
                  <FormField control={control} name={`lines.${i}.quantity`} label="Qty">
                    {(field, a11y) => <NumberInput field={field} a11y={a11y} min={1} step={1} inputMode="numeric" />}
                  </FormField>
                </div>
                <div style={{ flex: '1 1 120px' }}>
                  <FormField control={control} name={`lines.${i}.unit`} label={`Price (${b.currency})`}>
                    {(field, a11y) => <NumberInput field={field} a11y={a11y} min={0} step={1 / 10 ** decimalsOf(b.currency)} inputMode="decimal" />}
                  </FormField>
                </div>
                <Button className="enq-remove-line" onClick={() => lines.remove(i)} disabled={lines.fields.length === 1} aria-label={`Remove line ${i + 1}`} style={{ marginTop: 30 }}>
                  Remove
                </Button>
              </Flex>
            ))}
            {(errors.lines?.root?.message ?? errors.lines?.message) && <Alert type="error" role="alert" showIcon title={errors.lines?.root?.message ?? errors.lines?.message} style={{ marginBottom: 16 }} />}
            <Button onClick={() => lines.append({ description: '', quantity: 1, unit: undefined as unknown as number })} disabled={lines.fields.length >= ENQUIRY_LIMITS.offerLines}>
              Add a line
            </Button>
            <p className="enq-subtotal" aria-live="polite">
              Lines add up to {money(sum, b.currency, country)}; tax is added as on the booking.
            </p>
          </fieldset>
          <FormField control={control} name="note" label="Note to the customer" hint={`${noteText?.length ?? 0} / ${BOOKING_LIMITS.extraChargeNote}`}>
            {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={3} maxLength={BOOKING_LIMITS.extraChargeNote} />}
          </FormField>
          {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            Send to the customer
          </Button>
        </Form>
      </form>
    </div>
  );
}
