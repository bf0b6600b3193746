import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Typography } from 'antd';
import { z } from 'zod';
import { BOOKING_LIMITS, ENQUIRY_LIMITS } from '@venues/contracts';
import { bookingsApi, fieldErrors, toApiError } from '@venues/api-client';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { bookingPath, money, toMinor } from '../lib/format';
import { useBooking } from './BookingPage';

const lineSchema = z.object({
  description: z.string().trim().min(1, 'Describe the charge').max(ENQUIRY_LIMITS.lineDescription, `At most ${ENQUIRY_LIMITS.lineDescription} characters`),
  quantity: z.number({ message: 'Enter a quantity' }).int('A whole number').min(1, 'At least 1'),
  unit: z.number({ message: 'Enter a price' }).min(0.01, 'More than zero'),
});
const formSchema = z.object({
  lines: z.array(lineSchema).min(1, 'Add at least one line').max(ENQUIRY_LIMITS.offerLines),
  note: z.string().trim().max(BOOKING_LIMITS.extraChargeNote, `At most ${BOOKING_LIMITS.extraChargeNote} characters`),
});
type Values = z.infer<typeof formSchema>;

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
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: { lines: [{ description: '', quantity: 1, unit: 0 }], note: '' } });
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  useDocumentTitle('Ask for extra charges');
  if (!bookingId) return <Result status="info" title="Open this page from a booking" extra={<Link to={`/${country}/bookings`}>Your bookings</Link>} />;
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="booking" />;
  if (!page.data) return <PageSkeleton rows={8} />;
  const b = page.data;
  if (!b.can.request_extra_charge) {
    return (
      <div className="enq-page enq-narrow">
        <Result status="info" title="You cannot ask for extra charges on this booking" subTitle="The venue owner or a venue admin can, until 14 days after the event." extra={<Link to={bookingPath(country, b)}>Back to the booking</Link>} />
      </div>
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
      for (const [f, message] of Object.entries(fields)) setError((f.replace(/unit_amount_minor$/, 'unit') as keyof Values) ?? 'note', { message });
      if (!Object.keys(fields).length) setProblem(toApiError(e).message);
    }
  });
  return (
    <div className="enq-page enq-narrow">
      <Link to={bookingPath(country, b)}>‹ Back to booking {b.reference}</Link>
      <Typography.Title level={1}>Ask for extra charges</Typography.Title>
      <Form layout="vertical" component="form" noValidate onFinish={() => void submit()}>
        <Card size="small" title="Lines" style={{ marginBottom: 16 }}>
          {lines.fields.map((f, i) => (
            <div key={f.id} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <div style={{ flex: '2 1 240px' }}>
                <FormField control={control} name={`lines.${i}.description`} label="Description">
                  {(field, a11y) => <Input {...field} {...a11y} />}
                </FormField>
              </div>
              <FormField control={control} name={`lines.${i}.quantity`} label="Qty">
                {(field, a11y) => <InputNumber {...a11y} value={field.value} onChange={(v) => field.onChange(v ?? undefined)} min={1} style={{ width: 80 }} />}
              </FormField>
              <FormField control={control} name={`lines.${i}.unit`} label={`Price (${b.currency})`}>
                {(field, a11y) => <InputNumber {...a11y} value={field.value} onChange={(v) => field.onChange(v ?? undefined)} min={0} style={{ width: 140 }} />}
              </FormField>
              {lines.fields.length > 1 && (
                <Button style={{ marginTop: 30 }} onClick={() => lines.remove(i)} aria-label={`Remove line ${i + 1}`}>
                  Remove
                </Button>
              )}
            </div>
          ))}
          <Button onClick={() => lines.append({ description: '', quantity: 1, unit: 0 })}>Add a line</Button>
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
            Lines add up to {money(sum, b.currency, country)}; tax is added as on the booking.
          </Typography.Paragraph>
        </Card>
        <FormField control={control} name="note" label="Note to the customer">
          {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={3} maxLength={BOOKING_LIMITS.extraChargeNote} showCount />}
        </FormField>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting}>
          Send to the customer
        </Button>
      </Form>
    </div>
  );
}
