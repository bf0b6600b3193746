import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input, Typography } from 'antd';
import { emailChangeBody, type EmailChangeBody, type User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { SaveBar } from './SaveBar';

/**
 * Changing the sign-in e-mail: the account keeps its address until the link sent to the new one
 * is opened (the answer's `pending_email`). The password confirms it is really the owner.
 */
export function EmailChangeForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<EmailChangeBody>({
    resolver: zodResolver(emailChangeBody),
    defaultValues: { email: '', password: '' },
  });
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
      <Typography.Paragraph>
        You sign in with <strong>{user.email}</strong>.
      </Typography.Paragraph>
      {user.pending_email && (
        <Alert
          role="status"
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`We sent a confirmation link to ${user.pending_email}.`}
          description="Your address changes when you open it (within 24 hours). Until then, keep signing in with your current address."
        />
      )}
      {user.has_password === false ? (
        <Typography.Paragraph type="secondary">
          Your account signs in with Google, so it has no password to confirm the change with. Set one first with{' '}
          <Link to="/forgot-password">Forgot password</Link>.
        </Typography.Paragraph>
      ) : (
        <Form layout="vertical" component={false} requiredMark={false}>
          <form noValidate onSubmit={submit} aria-label="Change your e-mail">
            {save.problem && <FormProblem message={save.problem.message} />}
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
              <FormField control={control} name="email" label="New e-mail">
                {(field, a11y) => <Input {...field} {...a11y} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
              </FormField>
              <FormField control={control} name="password" label="Your password">
                {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" />}
              </FormField>
            </div>
            <SaveBar busy={formState.isSubmitting} saved={false} label="Send confirmation link" />
          </form>
        </Form>
      )}
    </>
  );
}
