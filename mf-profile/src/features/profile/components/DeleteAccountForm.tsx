import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog, lazyResolver, Field } from '@venues/mf-kit';
import type { DeleteAccountBody } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { PasswordInput } from '../../../components/plain/PasswordInput';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.deleteAccountResolver));

/**
 * Deleting the account: the password, a tick that it cannot be undone, then a last confirmation
 * dialog. A wrong password is shown on its field and nothing happens. Plain (plain.css).
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const id = useId();
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // The checked values waiting for the dialog's answer, and whether the deletion is running.
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountBody>({ resolver, defaultValues: { password: '' } });

  const remove = async (values: DeleteAccountBody) => {
    setProblem(null);
    setBusy(true);
    try {
      await userApi.deleteAccount(values);
      onDeleted();
    } catch (e) {
      // The dialog closes; the failure shows on the form.
      setConfirming(null);
      setProblem(applyServerErrors(e, setError, ['password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))} aria-label="Delete your account" style={{ maxWidth: 360 }}>
      {problem && <Problem message={problem.message} />}
      <Field id={`${id}-password`} label="Your password" hint="To confirm it is you." error={formState.errors.password?.message}>
        {(a11y) => <PasswordInput {...register('password')} {...a11y} autoComplete="current-password" />}
      </Field>
      <div className="ui-field">
        <label className="ui-check">
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          <span>I understand that deleting my account cannot be undone.</span>
        </label>
      </div>
      <button type="submit" className="ui-button ui-button--primary ui-button--danger" disabled={!understood || formState.isSubmitting}>
        Delete my account
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete your account for good?"
          okText="Delete my account"
          cancelText="Keep my account"
          danger
          busy={busy}
          onCancel={() => setConfirming(null)}
          onOk={() => void remove(confirming)}
        >
          <p style={{ margin: 0 }}>You will be signed out everywhere and cannot sign in with this account again.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
