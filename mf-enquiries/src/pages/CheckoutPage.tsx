import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Collapse, Form, Input, Result, Typography } from 'antd';
import { z } from 'zod';
import { SOCKET_EVENTS, type Payment } from '@venues/contracts';
import { fieldErrors, paymentsApi, toApiError } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { FormField } from '@venues/ui';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { money } from '../lib/format';

const formSchema = z.object({
  card_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the 12 to 19 digits on the card')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry as MM/YY'),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back'),
});
type Values = z.input<typeof formSchema>;
const SERVER_FIELD: Record<string, keyof Values> = { card_number: 'card_number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };

/** The card industry's public test numbers our test provider follows (the server decides). */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0025 0000 3155', 'asks for the bank’s extra confirmation'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'fails: insufficient funds'],
] as const;

/**
 * enquiries/:enquiry/checkout/:payment: the test provider's card form (ours, docs/decisions.md
 * "Booking pages"). A card that needs the bank's confirmation shows the stand-in for 3-D Secure; a
 * declined one says why and lets the customer try another; success leads to sucess-payment.
 */
export default function CheckoutPage() {
  const { enquiry: enquiryId = '', payment: paymentId = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const loaded = useData(() => paymentsApi.get(paymentId), [paymentId]);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: { card_number: '', expiry: '', cvc: '' } });
  useDocumentTitle('Pay by card');
  const p = payment ?? loaded.data ?? null;
  const base = `/${country}/enquiries/${enquiryId}`;
  const done = p?.status === 'succeeded';
  useEffect(() => {
    if (done) navigate(`${base}/sucess-payment?payment=${paymentId}`, { replace: true });
  }, [done, base, paymentId, navigate]);
  const { reload } = loaded;
  useEffect(() => subscribe(SOCKET_EVENTS.paymentStatus, (e) => e.payment_id === paymentId && reload()), [paymentId, reload]);

  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="payment" />;
  if (!p) return <PageSkeleton rows={8} />;
  const amount = money(p.amount_minor, p.currency, country);

  async function run(step: () => Promise<Payment>) {
    setBusy(true);
    setProblem(null);
    try {
      setPayment(await step());
    } catch (err) {
      const e = toApiError(err);
      const fields = fieldErrors(err);
      for (const [f, message] of Object.entries(fields)) setError(SERVER_FIELD[f] ?? 'card_number', { message });
      if (!Object.keys(fields).length) setProblem(e.message);
    } finally {
      setBusy(false);
    }
  }
  const submit = handleSubmit((v) => {
    const [mm, yy] = v.expiry.split('/').map((x) => Number(x.trim())) as [number, number];
    return run(() => paymentsApi.confirm(paymentId, { card_number: v.card_number, exp_month: mm, exp_year: 2000 + yy, cvc: v.cvc }));
  });

  if (p.status === 'refunded' || p.status === 'partially_refunded' || p.status === 'processing') {
    return (
      <div className="enq-page enq-narrow">
        <Result status="info" title={p.status === 'processing' ? 'Your payment is being processed' : 'This payment was refunded'} subTitle={p.failure_message ?? undefined} extra={<Link to={base}>Back to the conversation</Link>} />
      </div>
    );
  }
  if (p.status === 'requires_action') {
    return (
      <div className="enq-page enq-narrow">
        <Typography.Title level={1}>Confirm with your bank</Typography.Title>
        <Card size="small" title="Test bank: 3-D Secure" style={{ marginBottom: 16 }}>
          <Typography.Paragraph>
            Your bank asks you to confirm the payment of {amount} with the card ending {p.card_last4}. (This is the test checkout: a real bank would show its own page here.)
          </Typography.Paragraph>
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
          <div className="enq-actions">
            <Button type="primary" loading={busy} onClick={() => void run(() => paymentsApi.authenticate(paymentId, { outcome: 'approve' }))}>
              Confirm payment
            </Button>
            <Button disabled={busy} onClick={() => void run(() => paymentsApi.authenticate(paymentId, { outcome: 'fail' }))}>
              Fail the check
            </Button>
          </div>
        </Card>
      </div>
    );
  }
  return (
    <div className="enq-page enq-narrow">
      <Link to={base}>‹ Back to the conversation</Link>
      <Typography.Title level={1}>Pay {amount}</Typography.Title>
      {p.status === 'failed' && <Alert type="error" showIcon message="The payment did not go through" description={p.failure_message ?? 'Try another card.'} style={{ marginBottom: 16 }} />}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Card size="small" title="Card" style={{ marginBottom: 16 }}>
        <Form layout="vertical" onFinish={() => void submit()} component="form" noValidate>
          <FormField control={control} name="card_number" label="Card number">
            {(f, a11y) => <Input {...f} {...a11y} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" maxLength={23} />}
          </FormField>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <FormField control={control} name="expiry" label="Expiry (MM/YY)">
              {(f, a11y) => <Input {...f} {...a11y} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} style={{ width: 140 }} />}
            </FormField>
            <FormField control={control} name="cvc" label="Security code">
              {(f, a11y) => <Input {...f} {...a11y} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} style={{ width: 120 }} />}
            </FormField>
          </div>
          <Button type="primary" htmlType="submit" size="large" loading={busy} block>
            Pay {amount}
          </Button>
        </Form>
      </Card>
      <Collapse
        size="small"
        items={[
          {
            key: 'cards',
            label: 'Test cards (this checkout charges nothing)',
            children: (
              <ul style={{ margin: 0 }}>
                {TEST_CARDS.map(([n, what]) => (
                  <li key={n}>
                    <code>{n}</code> {what}; any future expiry and any 3 digits.
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </div>
  );
}
