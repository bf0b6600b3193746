import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { deriveRoles, type LoginBody } from '@venues/contracts';
import { authApi, fieldErrors, toApiError } from '@venues/api-client';
import { destinationAfterLogin } from '../lib/destination';
import { describeLoginError } from '../lib/loginError';
import { retryAfterOf } from '../lib/retryAfterOf';
import { forgetIntent, readIntent } from '../lib/pendingIntent';
import type { LoginSubmitOutcome } from '../components/LoginForm';

/** Signs in through the API, then navigates to returnTo or the role's home; failures become form problems. */
export function useSignIn(country: string, returnTo: string | null) {
  const navigate = useNavigate();
  return useCallback(
    async (values: LoginBody): Promise<LoginSubmitOutcome | void> => {
      try {
        // login() stores the token and loads the user (v2 answer or GET /me) before resolving.
        const { user } = await authApi.login(values);
        // Without a returnTo, what the person started before signing up (pendingIntent) wins.
        const target = returnTo ?? readIntent()?.returnTo ?? null;
        forgetIntent();
        navigate(destinationAfterLogin(country, deriveRoles(user), target), { replace: true });
      } catch (thrown) {
        const error = toApiError(thrown);
        return {
          fields: fieldErrors(thrown),
          problem: describeLoginError(error, { country, returnTo, retryAfter: retryAfterOf(thrown, error), email: values.email }),
        };
      }
    },
    [country, returnTo, navigate],
  );
}
