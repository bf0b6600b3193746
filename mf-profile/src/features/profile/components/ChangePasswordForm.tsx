import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, Field } from '@venues/mf-kit';
import type { UpdatePasswordBody, User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { Notice } from '../../../components/plain/Notice';
import { PasswordInput } from '../../../components/plain/PasswordInput';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { PlainNewPasswordInput } from '../../password/components/PlainNewPasswordInput';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.updatePasswordResolver));

/**
 * Current and new password (the contracts' policy, with the strength meter). Other sessions end on
 * success. Plain controls (plain.css); the contracts' schema downloads at the first submit.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const id = useId();
  const save = useSaveState();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<UpdatePasswordBody>({ resolver, defaultValues: { old_password: '', new_password: '' } });
  useUnsavedChanges('Password', formState.isDirty);
  const submit = handleSubmit(async (values) => {
    save.start();
    try {
      await userApi.updatePassword(values);
      reset({ old_password: '', new_password: '' });
      save.done();
    } catch (e) {
      save.failed(applyServerErrors(e, setError, ['old_password', 'new_password']));
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Change your password" style={{ maxWidth: 360 }}>
      {save.problem && <Problem message={save.problem.message} />}
      {save.saved && (
        <Notice kind="success" title="Your password has been changed.">
          You stay signed in here; every other device has been signed out.
        </Notice>
      )}
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <Field id={`${id}-old`} label="Current password" error={formState.errors.old_password?.message}>
        {(a11y) => <PasswordInput {...register('old_password')} {...a11y} autoComplete="current-password" />}
      </Field>
      <Field id={`${id}-new`} label="New password" error={formState.errors.new_password?.message}>
        {(a11y) => <PlainNewPasswordInput a11y={a11y} password={watch('new_password')} userInputs={[user.first_name, user.last_name, user.email]} {...register('new_password')} />}
      </Field>
      <SaveBar busy={formState.isSubmitting} saved={false} label="Change password" />
    </form>
  );
}
