import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import type { EmailChangeBody, User } from '@venues/contracts';
import { userApi } from '@venues/api-client';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSaveState } from '../hooks/useSaveState';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FormNotice, FormProblem } from './FormProblem';
import { SaveBar } from './SaveBar';

const resolver = lazyResolver(() => import(/* webpackChunkName: "profile-rules" */ '../../../lib/profileRules').then((m) => m.emailChangeResolver));

/**
 * Changing the sign-in e-mail: the account keeps its address until the link sent to the new one
 * is opened (the answer's `pending_email`). The password confirms it is really the owner. antd inputs.
 */
export function EmailChangeForm({ user }: { user: User }) {
  const save = useSaveState();
  const { control, handleSubmit, setError, reset, formState } = useForm<EmailChangeBody>({ resolver, defaultValues: { email: '', password: '' } });
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
        <FormNotice kind="info" title={`We sent a confirmation link to ${user.pending_email}.`}>
          Your address changes when you open it (within 24 hours). Until then, keep signing in with your current address.
        </FormNotice>
      )}
      {user.has_password === false ? (
        <Typography.Paragraph type="secondary">
          Your account signs in with Google, so it has no password to confirm the change with. Set one first with <Link to="/forgot-password">Forgot password</Link>.
        </Typography.Paragraph>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Change your e-mail">
          {save.problem && <FormProblem message={save.problem.message} />}
          <Form layout="vertical" component={false}>
            <div className="pf-columns">
              <FormField control={control} name="email" label="New e-mail">
                {(field, a11y) => <Input {...field} {...a11y} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
              </FormField>
              <FormField control={control} name="password" label="Your password">
                {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" />}
              </FormField>
            </div>
          </Form>
          <SaveBar busy={formState.isSubmitting} saved={false} label="Send confirmation link" />
        </form>
      )}
    </>
  );
}
