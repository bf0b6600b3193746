import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OWNERSHIP_TRANSFER_DAYS, type OwnershipTransferBody, type TeamList } from '@venues/contracts';
import { teamApi, toApiError } from '@venues/api-client';
import { ConfirmDialog, Field, lazyResolver } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { placeFieldErrors, refusalReason } from './errors';
import { formatDateTime, personName, ROLE_LABEL } from './labels';

// The address's rule (teamRules.ts) downloads at the first submit; the server checks it anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "team-rules" */ './teamRules').then((m) => m.transferResolver));

/** The pending transfer, with "Withdraw" after a confirmation. */
function PendingTransfer({ to, until, onChanged }: { to: string; until: string; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    setBusy(true);
    try {
      await teamApi.cancelTransfer();
      ui.showSnackbar('Ownership transfer withdrawn', 'success');
    } catch (e) {
      // 404: it was accepted or withdrawn meanwhile; the reload shows which.
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(false);
      setAsking(false);
    }
    onChanged();
  }
  return (
    <div className="ui-alert ui-alert--info team-pending">
      <strong>Waiting for {to} to accept</strong>
      <p>The link works until {formatDateTime(until)}. Until they accept, you stay the owner.</p>
      <button type="button" className="ui-button ui-button--small" onClick={() => setAsking(true)}>
        Withdraw
      </button>
      {asking && (
        <ConfirmDialog title="Withdraw the ownership transfer?" okText="Withdraw" cancelText="Keep it" danger busy={busy} onCancel={() => setAsking(false)} onOk={() => void withdraw()}>
          <p className="team-dialog-text">The link sent to {to} stops working. You stay the owner and can start a new transfer at any time.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * The owner hands the team over to an active admin or member: chosen from the suggestions or typed,
 * then confirmed; they get a link by mail. Shows the pending transfer, which a new one replaces.
 * Plain (plain.css): the suggestions are the browser's own (a <datalist>).
 */
export function OwnershipTransfer({ team, onChanged }: { team: TeamList; onChanged: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<OwnershipTransferBody>({ resolver, defaultValues: { email: '' } });
  const candidates = team.members.filter((m) => m.status === 'active' && m.role !== 'owner' && !m.is_you);
  const pending = team.ownership_transfer;

  async function send(email: string) {
    setSending(true);
    setProblem(null);
    try {
      const started = await teamApi.startTransfer({ email });
      ui.showSnackbar(`Transfer link sent to ${started.to_email}`, 'success');
      reset();
      onChanged();
    } catch (e) {
      const left = placeFieldErrors(e, setError, ['email']);
      // not_eligible belongs on the address even if the server named no field.
      if (left && refusalReason(e) === 'not_eligible') setError('email', { type: 'server', message: left.message }, { shouldFocus: true });
      else if (left) setProblem(left.message);
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(({ email }) => setConfirming(email));
  // The dialog closes before the call, so a refusal can take the focus to the address (an open modal dialog keeps the page behind inert).
  const confirm = () => {
    setConfirming(null);
    if (confirming) void send(confirming);
  };

  return (
    <div className="team-panel">
      {pending && <PendingTransfer to={pending.to_email} until={pending.expires_at} onChanged={onChanged} />}
      {problem && (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>{problem}</strong>
        </div>
      )}
      {candidates.length === 0 ? (
        <div className="ui-empty">
          <p>Nobody can take over yet: the new owner must be an active admin or member. Invite them above; once they have joined, hand the ownership over here.</p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Transfer ownership">
          <Field id={`${id}-email`} label="New owner’s e-mail" hint="Pick an active admin or member, or type their address." error={formState.errors.email?.message}>
            {(a11y) => <input {...register('email')} {...a11y} className="ui-input team-transfer-email" type="email" inputMode="email" autoComplete="off" list={`${id}-candidates`} />}
          </Field>
          <datalist id={`${id}-candidates`}>
            {candidates.map((m) => (
              <option key={m.id} value={m.email} label={`${personName(m)} · ${ROLE_LABEL[m.role]}`} />
            ))}
          </datalist>
          <button type="submit" className="ui-button" disabled={sending} aria-busy={sending || undefined}>
            {sending && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
            Transfer ownership
          </button>
        </form>
      )}
      {confirming && (
        <ConfirmDialog title={`Transfer the ownership to ${confirming}?`} okText="Send transfer link" cancelText="Cancel" onCancel={() => setConfirming(null)} onOk={confirm}>
          <p className="team-dialog-text">
            {confirming} gets a link by e-mail that works for {OWNERSHIP_TRANSFER_DAYS} days. Once they accept, they become the owner, the team’s payout account moves to
            them, and you become a venue admin.
          </p>
          <p className="team-dialog-text">Until then you stay the owner and can withdraw the transfer.{pending ? ` It replaces the transfer to ${pending.to_email}.` : ''}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
