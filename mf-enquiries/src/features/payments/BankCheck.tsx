import { useEffect, useRef, useState } from 'react';
import type { Payment } from '@venues/contracts';
import { paymentsApi, toApiError } from '@venues/api-client';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { Panel } from '../offers/OfferSummary';

/**
 * The test provider's stand-in for 3-D Secure (requires_action): the bank asks the customer to
 * confirm; approving pays, failing fails the payment (the card can then be changed). The heading
 * takes the focus when it appears, since it replaces the card form the customer just sent.
 */
export function BankCheck({ payment: p, amount, onDone }: { payment: Payment; amount: string; onDone: (p: Payment) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  async function answer(outcome: 'approve' | 'fail') {
    setBusy(true);
    setProblem(null);
    try {
      onDone(await paymentsApi.authenticate(p._id, { outcome }));
    } catch (err) {
      setProblem(toApiError(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="enq-bank-check">
      <h2 id="enq-bank-check" ref={heading} tabIndex={-1} className="ant-typography enq-bank-title">
        Confirm with your bank
      </h2>
      <Panel title="Test bank: 3-D Secure">
        <p>
          Your bank asks you to confirm the payment of {amount} with the card ending {p.card_last4}. (This is the test checkout: a real bank would show its own page here.)
        </p>
        {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
          <Button type="primary" disabled={busy} loading={busy} onClick={() => void answer('approve')}>
            Confirm payment
          </Button>
          <Button disabled={busy} onClick={() => void answer('fail')}>
            Fail the check
          </Button>
        </Space>
      </Panel>
    </section>
  );
}
