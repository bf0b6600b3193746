import { useCountry, useDocumentTitle, LinkButton } from '@venues/mf-kit';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { accountsApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useLinkCheck } from '../hooks/useLinkCheck';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/recovery/components/ResetPasswordForm';
import { PageLoading } from '../components/PageLoading';
import { Notice } from '../components/plain/Notice';
import { SuccessResult } from '../components/plain/SuccessResult';

/**
 * /forgot-password/password-reset/:reset_token (root level, the link in the mail). Checks the
 * link first, so an expired one says so before the person types a new password. Without antd
 * (docs/adr/0087-public-pages-without-antd.md).
 */
export default function ResetPasswordPage() {
  const { reset_token: token = '' } = useParams();
  const country = useCountry();
  const [link, setLink] = useLinkCheck(token, accountsApi.checkPasswordReset);
  const [done, setDone] = useState(false);
  const stage = done ? ({ kind: 'done' } as const) : link;
  useDocumentTitle(done ? 'Password changed' : 'Choose a new password');

  switch (stage.kind) {
    case 'checking':
      return (
        <AuthCard title="Choose a new password">
          <PageLoading label="Checking your link" />
        </AuthCard>
      );
    case 'invalid':
      return (
        <AuthCard title="This link cannot be used">
          <Notice kind="error" title={stage.message} />
          <p>Reset links work for one hour and only once. Ask for a new one and use the latest e-mail.</p>
          <LinkButton primary to="/forgot-password">
            Send me a new link
          </LinkButton>
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard title="Something went wrong">
          <Notice kind="error" title={stage.message} />
          <Link to="/forgot-password">Ask for a new link</Link>
        </AuthCard>
      );
    case 'done':
      return (
        <SuccessResult title="Your password has been changed" subTitle="For your security we signed you out everywhere. Sign in with your new password.">
          <LinkButton primary to={`/${country}/login`}>
            Sign in
          </LinkButton>
        </SuccessResult>
      );
    case 'ok':
      return (
        <AuthCard title="Choose a new password" subtitle="Pick one you do not use anywhere else.">
          <ResetPasswordForm token={token} onDone={() => {
              // The server ended every session of the account; forget this browser's too.
              session.clear();
              setDone(true);
            }} onInvalid={(message) => setLink({ kind: 'invalid', message })} />
        </AuthCard>
      );
  }
}
