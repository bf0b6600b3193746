import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrors, toApiError } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Button from 'antd/es/button';
import Collapse from 'antd/es/collapse';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useConsent } from './Consent';
import { usePaymentProblem } from './PaymentProblem';
import { formatCardNumber, formatCvc, formatExpiry, isAmex } from './cardFormat';

type Values = { card_number: string; expiry: string; cvc: string };
/** What POST /payments/{id}/confirm takes. */
export type CardDetails = { card_number: string; exp_month: number; exp_year: number; cvc: string };

// The card's rules (lib/formRules.ts) download at the first submit; the server checks the card anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../../lib/formRules').then((m) => m.cardResolver));
const SERVER_FIELD: Record<string, keyof Values> = { card_number: 'card_number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };

/** The card industry's public test numbers our test provider follows (the server decides). */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0025 0000 3155', 'asks for the bank’s extra confirmation'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'fails: insufficient funds'],
] as const;

export interface CardFormProps {
  /** The button's words, e.g. "Pay SGD 261.60". */
  payLabel: string;
  /** When set, a checkbox with these words must be ticked before paying (the one consent). */
  consent?: ReactNode;
  /** Why the last attempt failed (a declined card, a failed bank check), shown and focused. */
  failure?: string | null;
  /** Pays with the card; resolves to a message when the payment did not go through. Throws API errors. */
  onPay: (card: CardDetails) => Promise<string | null | void>;
}

/**
 * The test provider's card form (docs/adr/0102-accept-and-pay.md): fields that format as people
 * type on a phone's numeric keypad, the card fields' autocomplete names, and after a failure the
 * keyboard focus on the message (role=alert) so a screen reader and a keyboard start from there.
 */
export function CardForm({ payLabel, consent, failure = null, onPay }: CardFormProps) {
  const { control, handleSubmit, setError, setFocus, formState } = useForm<Values>({ resolver, defaultValues: { card_number: '', expiry: '', cvc: '' } });
  const { show, clear, alert } = usePaymentProblem(failure);
  const [busy, setBusy] = useState(false);
  const { confirm: consented, field: consentField } = useConsent(consent);

  const submit = handleSubmit(async (v) => {
    if (!consented()) return;
    const [mm, yy] = v.expiry.split('/').map((x) => Number(x.trim())) as [number, number];
    setBusy(true);
    clear();
    try {
      const failed = await onPay({ card_number: v.card_number.replace(/\D/g, ''), exp_month: mm, exp_year: 2000 + yy, cvc: v.cvc });
      if (failed) show(failed);
    } catch (err) {
      const fields = Object.entries(fieldErrors(err));
      fields.forEach(([f, message]) => setError(SERVER_FIELD[f] ?? 'card_number', { message }));
      if (fields.length) setFocus(SERVER_FIELD[fields[0]![0]] ?? 'card_number');
      else show(toApiError(err).message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Card">
      {alert}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="card_number" label="Card number">
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={isAmex(field.value) ? '3782 822463 10005' : '1234 1234 1234 1234'}
              maxLength={23}
            />
          )}
        </FormField>
        <Flex gap={16} wrap>
          <FormField control={control} name="expiry" label="Expiry (MM/YY)">
            {(field, a11y) => (
              <Input
                {...field}
                {...a11y}
                onChange={(e) => field.onChange(formatExpiry(e.target.value, e.target.value.length < field.value.length))}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={5}
                style={{ width: 140 }}
              />
            )}
          </FormField>
          <FormField control={control} name="cvc" label="Security code">
            {(field, a11y) => (
              <Input {...field} {...a11y} onChange={(e) => field.onChange(formatCvc(e.target.value))} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} style={{ width: 120 }} />
            )}
          </FormField>
        </Flex>
      </Form>
      {consentField}
      <Button htmlType="submit" type="primary" size="large" block disabled={busy || formState.isSubmitting} loading={busy}>
        {payLabel}
      </Button>
      <Collapse
        size="small"
        style={{ marginTop: 16 }}
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
    </form>
  );
}
