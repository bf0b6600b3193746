import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Typography } from 'antd';
import { TOKEN_LIFETIMES } from '@venues/contracts';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/recovery/components/ForgotPasswordForm';

/** /forgot-password (root level): ask for a reset link. */
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
        <div role="status">
          <Alert type="success" showIcon title={sent.message} style={{ marginBottom: 16 }} />
          <Typography.Paragraph>
            The link works for {TOKEN_LIFETIMES.passwordResetHours} hour and only once. Nothing arrived? Check your spam folder, or{' '}
            <Button type="link" style={{ padding: 0 }} onClick={() => setSent(null)}>
              try another address
            </Button>
            .
          </Typography.Paragraph>
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
