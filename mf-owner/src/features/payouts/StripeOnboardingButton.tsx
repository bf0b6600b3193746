import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { ownerPayoutsApi, toApiError } from '@venues/api-client';
import { leaveForStripe } from './leaveForStripe';

/**
 * Sends the browser to Stripe's hosted onboarding: the server makes the account link (a new one
 * each time, as links expire), and Stripe brings the owner back to this page with
 * `?onboarding=return` (useOnboardingReturn).
 */
export function StripeOnboardingButton({ country, label }: { country: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await ownerPayoutsApi.startOnboarding({ return_path: `/${country}/payouts` });
      leaveForStripe(url);
      // The button stays busy while the browser leaves for Stripe.
    } catch (e) {
      setProblem(toApiError(e).message);
      setBusy(false);
    }
  }

  return (
    <div className="payouts-onboarding">
      <Button type="primary" loading={busy} onClick={() => void go()}>
        {label}
      </Button>
      {problem && <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title="We could not open Stripe" description={problem} />}
    </div>
  );
}
