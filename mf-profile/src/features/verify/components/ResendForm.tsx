import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input } from 'antd';
import { resendVerificationBody } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';

type Values = { email: string };

/** Asks for a new verification link for an address (same answer whether or not it has an account). */
export function ResendForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(resendVerificationBody),
    defaultValues: { email: defaultEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      setSent((await accountsApi.resendVerification(email)).message);
    } catch (e) {
      setProblem(applyServerErrors(e, setError, ['email']));
    }
  });
  if (sent) return <Alert role="status" type="success" showIcon title={sent} />;
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Send a new confirmation link">
        {problem && <FormProblem message={problem.message} />}
        <FormField control={control} name="email" label="Your e-mail">
          {(field, a11y) => <Input {...field} {...a11y} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
          Send a new link
        </Button>
      </form>
    </Form>
  );
}
