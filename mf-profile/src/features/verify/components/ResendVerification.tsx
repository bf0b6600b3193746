import { useState } from 'react';
import { Alert, Button } from 'antd';
import { accountsApi, toApiError } from '@venues/api-client';

/**
 * "Send the link again" for an address waiting for confirmation. The server answers the same for
 * any address (no account enumeration) and limits how often; its message is shown as it is.
 */
export function ResendVerification({ email, label = 'Send the link again' }: { email: string; label?: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; message: string }>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      const { message } = await accountsApi.resendVerification(email);
      setState({ kind: 'sent', message });
    } catch (e) {
      setState({ kind: 'failed', message: toApiError(e).message });
    }
  };
  return (
    <div>
      {(state.kind === 'sent' || state.kind === 'failed') && (
        <Alert role={state.kind === 'failed' ? 'alert' : 'status'} type={state.kind === 'sent' ? 'success' : 'error'} showIcon title={state.message} style={{ marginBottom: 12 }} />
      )}
      <Button onClick={resend} loading={state.kind === 'sending'} disabled={state.kind === 'sending'}>
        {state.kind === 'sent' ? 'Send it again' : label}
      </Button>
    </div>
  );
}
