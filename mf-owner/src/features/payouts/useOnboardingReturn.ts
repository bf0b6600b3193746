import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ownerPayoutsApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';

/**
 * Back from Stripe's onboarding (`?onboarding=return`, or `=refresh` when Stripe's link expired):
 * asks the server to read the account from Stripe once (a webhook may not have arrived yet), says
 * how it stands, and takes the parameter out of the address (replaced, so Back and a reload do not
 * ask again). `checking` is true until then: the page waits to load what the refresh changed.
 */
export function useOnboardingReturn(): { checking: boolean } {
  const [params, setParams] = useSearchParams();
  const came = params.get('onboarding');
  const [checking, setChecking] = useState(came === 'return' || came === 'refresh');
  const asked = useRef(false);

  useEffect(() => {
    if (!checking || asked.current) return;
    asked.current = true;
    ownerPayoutsApi.refresh().then(
      (answer) => {
        if (answer.state === 'ready') ui.showSnackbar('Your Stripe account is ready: payouts are on.', 'success');
        else if (came === 'refresh') ui.showSnackbar('The Stripe link expired. Continue with Stripe to pick up where you left off.', 'info');
        else ui.showSnackbar('Thanks. Stripe still needs a few details before it can pay you.', 'info');
      },
      (e: unknown) => ui.showSnackbar(`We could not check your Stripe account: ${toApiError(e).message}`, 'warning'),
    ).finally(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('onboarding');
          return next;
        },
        { replace: true },
      );
      setChecking(false);
    });
  }, [checking, came, setParams]);

  return { checking };
}
