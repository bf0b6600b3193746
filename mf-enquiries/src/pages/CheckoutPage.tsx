import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { SOCKET_EVENTS, type Payment } from '@venues/contracts';
import { fieldErrors, paymentsApi, toApiError } from '@venues/api-client';
import { lazyResolver, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Input from 'antd/es/input';
import Form from 'antd/es/form';
import Flex from 'antd/es/flex';
import Collapse from 'antd/es/collapse';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { subscribe } from '@venues/realtime';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { Panel } from '../features/offers/OfferSummary';
import { money } from '@venues/geo';

type Values = { card_number: string; expiry: string; cvc: string };
// The card's rules (lib/formRules.ts) download at the first submit; the server checks the card anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../lib/formRules').then((m) => m.cardResolver));
const SERVER_FIELD: Record<string, keyof Values> = { card_number: 'card_number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };

/** The card industry's public test numbers our test provider follows (the server decides). */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0025 0000 3155', 'asks for the bank’s extra confirmation'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'fails: insufficient funds'],
] as const;

/**
 * enquiries/:enquiry/checkout/:payment: the test provider's card form (ours,
 * docs/adr/0065-booking-pages.md). A card that needs the bank's confirmation shows the stand-in
 * for 3-D Secure; a
 * declined one says why and lets the customer try another; success leads to sucess-payment. Drawn
 * without antd (plain.css).
 */
export default function CheckoutPage() {
  const { enquiry: enquiryId = '', payment: paymentId = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const loaded = useData(() => paymentsApi.get(paymentId), [paymentId]);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { card_number: '', expiry: '', cvc: '' } });
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
      <PageResult kind="info" title={p.status === 'processing' ? 'Your payment is being processed' : 'This payment was refunded'} subTitle={p.failure_message ?? undefined}>
        <Link to={base}>Back to the conversation</Link>
      </PageResult>
    );
  }
  if (p.status === 'requires_action') {
    return (
      <div className="enq-page enq-narrow">
        <Typography.Title level={1}>Confirm with your bank</Typography.Title>
        <Panel title="Test bank: 3-D Secure">
          <p>
            Your bank asks you to confirm the payment of {amount} with the card ending {p.card_last4}. (This is the test checkout: a real bank would show its own page here.)
          </p>
          {problem && (
            <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
          )}
          <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
            <Button type="primary" disabled={busy} loading={busy} onClick={() => void run(() => paymentsApi.authenticate(paymentId, { outcome: 'approve' }))}>
              Confirm payment
            </Button>
            <Button disabled={busy} onClick={() => void run(() => paymentsApi.authenticate(paymentId, { outcome: 'fail' }))}>
              Fail the check
            </Button>
          </Space>
        </Panel>
      </div>
    );
  }
  return (
    <div className="enq-page enq-narrow">
      <Link to={base}>‹ Back to the conversation</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>Pay {amount}</Typography.Title>
      {p.status === 'failed' && (
        <Alert type="error" role="alert" showIcon title="The payment did not go through" description={p.failure_message ?? 'Try another card.'} style={{ marginBottom: 16 }} />
      )}
      {problem && (
        <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
      )}
      <Panel title="Card">
        <form noValidate onSubmit={submit} aria-label="Card">
          <Form layout="vertical" component={false}>
            <FormField control={control} name="card_number" label="Card number">
              {(field, a11y) => <Input {...field} {...a11y} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" maxLength={23} />}
            </FormField>
            <Flex gap={16} wrap>
              <FormField control={control} name="expiry" label="Expiry (MM/YY)">
                {(field, a11y) => <Input {...field} {...a11y} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} style={{ width: 140 }} />}
              </FormField>
              <FormField control={control} name="cvc" label="Security code">
                {(field, a11y) => <Input {...field} {...a11y} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} style={{ width: 120 }} />}
              </FormField>
            </Flex>
          </Form>
          <Button htmlType="submit" type="primary" size="large" disabled={busy || formState.isSubmitting} loading={busy}>
            Pay {amount}
          </Button>
        </form>
      </Panel>
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

