import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input } from 'antd';
import { updatePasswordBody, type UpdatePasswordBody, type User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { NewPasswordInput } from '../../password/components/NewPasswordInput';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

/** Current and new password (the contracts' policy, with the strength meter). Other sessions end on success. */
export function ChangePasswordForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<UpdatePasswordBody>({
    resolver: zodResolver(updatePasswordBody),
    defaultValues: { old_password: '', new_password: '' },
  });
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
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Change your password">
        {save.problem && <FormProblem message={save.problem.message} />}
        {save.saved && (
          <Alert
            role="status"
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            title="Your password has been changed."
            description="You stay signed in here; every other device has been signed out."
          />
        )}
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <FormField control={control} name="old_password" label="Current password">
          {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" style={{ maxWidth: 360 }} />}
        </FormField>
        <FormField control={control} name="new_password" label="New password">
          {(field, a11y) => (
            <div style={{ maxWidth: 360 }}>
              <NewPasswordInput field={field} a11y={a11y} userInputs={[user.first_name, user.last_name, user.email]} />
            </div>
          )}
        </FormField>
        <SaveBar busy={formState.isSubmitting} saved={false} label="Change password" />
      </form>
    </Form>
  );
}
