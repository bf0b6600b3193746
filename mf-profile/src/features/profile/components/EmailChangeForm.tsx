import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { lazyResolver, Field } from '@venues/mf-kit';
import type { EmailChangeBody, User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { Notice } from '../../../components/plain/Notice';
import { PasswordInput } from '../../../components/plain/PasswordInput';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.emailChangeResolver));

/**
 * Changing the sign-in e-mail: the account keeps its address until the link sent to the new one
 * is opened (the answer's `pending_email`). The password confirms it is really the owner. Plain (plain.css).
 */
export function EmailChangeForm({ user }: { user: User }) {
  const id = useId();
  const save = useSaveState();
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailChangeBody>({ resolver, defaultValues: { email: '', password: '' } });
  useUnsavedChanges('E-mail address', formState.isDirty);
  const submit = handleSubmit(async (values) => {
    save.start();
    try {
      await userApi.updateEmail(user._id, values);
      reset({ email: '', password: '' });
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, ['email', 'password']));
    }
  });
  return (
    <>
      <p>
        You sign in with <strong>{user.email}</strong>.
      </p>
      {user.pending_email && (
        <Notice kind="info" title={`We sent a confirmation link to ${user.pending_email}.`}>
          Your address changes when you open it (within 24 hours). Until then, keep signing in with your current address.
        </Notice>
      )}
      {user.has_password === false ? (
        <p className="ui-muted">
          Your account signs in with Google, so it has no password to confirm the change with. Set one first with <Link to="/forgot-password">Forgot password</Link>.
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Change your e-mail">
          {save.problem && <Problem message={save.problem.message} />}
          <div className="pf-columns">
            <Field id={`${id}-email`} label="New e-mail" error={formState.errors.email?.message}>
              {(a11y) => <input {...register('email')} {...a11y} className="ui-input" type="email" inputMode="email" autoComplete="email" maxLength={254} />}
            </Field>
            <Field id={`${id}-password`} label="Your password" error={formState.errors.password?.message}>
              {(a11y) => <PasswordInput {...register('password')} {...a11y} autoComplete="current-password" />}
            </Field>
          </div>
          <SaveBar busy={formState.isSubmitting} saved={false} label="Send confirmation link" />
        </form>
      )}
    </>
  );
}
