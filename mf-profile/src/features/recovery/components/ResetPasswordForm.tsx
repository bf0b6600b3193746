import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'antd';
import { passwordResetBody } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { NewPasswordInput } from '../../password/components/NewPasswordInput';

type Values = { password: string };

/** The new password for a reset link; `onDone` after it is set, `onInvalid` when the link stopped working meanwhile. */
export function ResetPasswordForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: (message: string) => void }) {
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await accountsApi.resetPassword(token, password);
      onDone();
    } catch (e) {
      const left = applyServerErrors(e, setError, ['password']);
      if (left?.code === 'INVALID_TOKEN') onInvalid(left.message);
      else setProblem(left);
    }
  });
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Choose a new password">
        {problem && <FormProblem message={problem.message} />}
        <FormField control={control} name="password" label="New password">
          {(field, a11y) => <NewPasswordInput field={field} a11y={a11y} />}
        </FormField>
        <Button type="primary" htmlType="submit" block size="large" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
          Set new password
        </Button>
      </form>
    </Form>
  );
}
