import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { deriveRoles, type LoginBody } from '@venues/contracts';
import { authApi, fieldErrors, toApiError } from '@venues/api-client';
import { session } from '@venues/session';
import { destinationAfterLogin } from '../lib/destination';
import { describeLoginError } from '../lib/loginError';
import { retryAfterOf } from '../lib/retryAfterOf';
import type { LoginSubmitOutcome } from '../components/LoginForm';

/** Signs in through the API, then navigates to returnTo or the role's home; failures become form problems. */
export function useSignIn(country: string, returnTo: string | null) {
  const navigate = useNavigate();
  return useCallback(
    async (values: LoginBody): Promise<LoginSubmitOutcome | void> => {
      try {
        const answer: unknown = await authApi.login(values);
        // v2 answers carry the user; v1 answers leave it to the session (loaded by authApi.login).
        const answered = (answer as { user?: Parameters<typeof deriveRoles>[0] } | null)?.user;
        const roles = answered ? deriveRoles(answered) : session.roles;
        navigate(destinationAfterLogin(country, roles, returnTo), { replace: true });
      } catch (thrown) {
        const error = toApiError(thrown);
        return {
          fields: fieldErrors(thrown),
          problem: describeLoginError(error, { country, returnTo, retryAfter: retryAfterOf(thrown, error) }),
        };
      }
    },
    [country, returnTo, navigate],
  );
}
