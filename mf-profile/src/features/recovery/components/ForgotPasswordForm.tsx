import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { accountRecoveryBody } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';

type Values = { email: string };

/** The e-mail to send a reset link to. The answer is the same whether or not it has an account. */
export function ForgotPasswordForm({ onSent, defaultEmail = '' }: { onSent: (email: string, message: string) => void; defaultEmail?: string }) {
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(accountRecoveryBody),
    defaultValues: { email: defaultEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      const { message } = await accountsApi.accountRecovery(email);
      onSent(email, message);
    } catch (e) {
      setProblem(applyServerErrors(e, setError, ['email']));
    }
  });
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Reset your password">
        {problem && <FormProblem message={problem.message} />}
        <FormField control={control} name="email" label="E-mail" hint="The address you sign in with.">
          {(field, a11y) => <Input {...field} {...a11y} type="email" inputMode="email" autoComplete="email" autoFocus maxLength={254} />}
        </FormField>
        <Button type="primary" htmlType="submit" block size="large" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
          Send reset link
        </Button>
      </form>
    </Form>
  );
}
