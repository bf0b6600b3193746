import type { ClientApiError } from '@venues/api-client';
import { OWNERSHIP_TRANSFER_DAYS } from '@venues/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { LoadFailed } from '../../components/PageStates';

/** Why a transfer link cannot be opened (docs/team.md step 3), and what to do about it. */
function explain(error: ClientApiError): { title: string; next: string } | null {
  const reason = error.details?.reason;
  if (reason === 'expired') {
    return { title: 'This link has expired', next: `Transfer links work for ${OWNERSHIP_TRANSFER_DAYS} days. Ask the owner to send you a new one.` };
  }
  if (reason === 'used') {
    return { title: 'This link can no longer be used', next: 'It was accepted, withdrawn or replaced by a newer link. If you still should take over, ask the owner to send you a new one.' };
  }
  if (reason === 'other_recipient') return { title: 'This transfer is for another account', next: 'Sign out, then sign in with that address to accept it.' };
  // 404 unknown, 400 malformed: the link was cut or mistyped.
  if (error.status === 404 || error.status === 400) {
    return { title: 'We do not know this link', next: 'Open the whole link from the e-mail again. If it still does not work, ask the owner to send you a new one.' };
  }
  return null;
}

/**
 * The error state of the transfer page: a known refusal with what to do (a sign-out button when the
 * link is for another account), else the message and "Try again".
 */
export function TransferLinkProblem({
  error,
  failedTitle,
  onRetry,
  onSignOut,
}: {
  error: ClientApiError;
  /** The title of an unexpected failure (loading or accepting). */
  failedTitle: string;
  onRetry: () => void;
  onSignOut: () => void;
}) {
  const known = explain(error);
  if (!known) {
    return <LoadFailed title={failedTitle} message={error.message} onRetry={onRetry} />;
  }
  return (
    <>
      <Typography.Title level={1}>{known.title}</Typography.Title>
      <Alert type="error" showIcon role="alert" title={error.message} />
      <Typography.Paragraph style={{ marginTop: 16 }}>{known.next}</Typography.Paragraph>
      {error.details?.reason === 'other_recipient' && (
        <Button type="primary" onClick={onSignOut}>
          Sign out and switch account
        </Button>
      )}
    </>
  );
}
