import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TOKEN_LIFETIMES } from '@venues/contracts';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/recovery/components/ForgotPasswordForm';
import { Notice } from '../components/plain/Notice';

/** /forgot-password (root level): ask for a reset link. Without antd (docs/adr/0087-public-pages-without-antd.md). */
export default function ForgotPasswordPage() {
  const country = useCountry();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  useDocumentTitle(sent ? 'Check your inbox' : 'Forgot your password?');

  return (
    <AuthCard
      title={sent ? 'Check your inbox' : 'Forgot your password?'}
      subtitle={sent ? undefined : 'Enter the e-mail address of your account and we will send you a link to choose a new password.'}
    >
      {sent ? (
        <div>
          <Notice kind="success" title={sent.message} />
          <p>
            The link works for {TOKEN_LIFETIMES.passwordResetHours} hour and only once. Nothing arrived? Check your spam folder, or{' '}
            <button type="button" className="ui-link-button" onClick={() => setSent(null)}>
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <ForgotPasswordForm onSent={(email, message) => setSent({ email, message })} />
      )}
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        Remembered it? <Link to={`/${country}/login`}>Back to sign-in</Link>
      </p>
    </AuthCard>
  );
}
