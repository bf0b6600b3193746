import { useForm } from 'react-hook-form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import type { UpdatePasswordBody, User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { applyServerErrors } from '../../../lib/serverErrors';
import { PasswordStrengthMeter } from '../../password/components/PasswordStrengthMeter';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormNotice, FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.updatePasswordResolver));

/**
 * Current and new password (antd Input.Password; the contracts' policy, with the strength meter).
 * Other sessions end on success. The contracts' schema downloads at the first submit.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, watch, formState } = useForm<UpdatePasswordBody>({ resolver, defaultValues: { old_password: '', new_password: '' } });
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
      {save.problem && <FormProblem message={save.problem.message} />}
      {save.saved && (
        <FormNotice kind="success" title="Your password has been changed.">
          You stay signed in here; every other device has been signed out.
        </FormNotice>
      )}
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <Form layout="vertical" component={false}>
        <FormField control={control} name="old_password" label="Current password">
          {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" />}
        </FormField>
        <FormField control={control} name="new_password" label="New password">
          {(field, a11y) => {
            const meterId = `${a11y.id}-strength`;
            return (
              <>
                <Input.Password
                  {...field}
                  {...a11y}
                  aria-describedby={[a11y['aria-describedby'], meterId].filter(Boolean).join(' ')}
                  autoComplete="new-password"
                  maxLength={200}
                />
                <PasswordStrengthMeter id={meterId} password={watch('new_password')} userInputs={[user.first_name, user.last_name, user.email]} />
              </>
            );
          }}
        </FormField>
      </Form>
      <SaveBar busy={formState.isSubmitting} saved={false} label="Change password" />
    </form>
  );
}
