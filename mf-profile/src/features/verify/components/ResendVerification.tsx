import { useState } from 'react';
import { accountsApi, toApiError } from '@venues/api-client';
import { Notice } from '../../../components/plain/Notice';

/**
 * "Send the link again" for an address waiting for confirmation. The server answers the same for
 * any address (no account enumeration) and limits how often; its message is shown as it is.
 * Plain (plain.css): it is on the sign-in form, which loads no antd.
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
        <Notice kind={state.kind === 'sent' ? 'success' : 'error'} title={state.message} />
      )}
      <button type="button" className="ui-button" onClick={resend} disabled={state.kind === 'sending'} aria-busy={state.kind === 'sending' || undefined}>
        {state.kind === 'sending' && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
        {state.kind === 'sent' ? 'Send it again' : label}
      </button>
    </div>
  );
}
