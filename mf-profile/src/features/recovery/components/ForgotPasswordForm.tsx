import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, Field, SubmitButton } from '@venues/mf-kit';
import { accountsApi } from '@venues/api-client';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';

type Values = { email: string };

const resolver = lazyResolver(() => import(/* webpackChunkName: "form-rules" */ '../../../lib/formRules').then((m) => m.accountRecoveryResolver));

/**
 * The e-mail to send a reset link to. The answer is the same whether or not it has an account.
 * Plain controls (plain.css) and the contracts' schema downloaded at the first submit.
 */
export function ForgotPasswordForm({ onSent, defaultEmail = '' }: { onSent: (email: string, message: string) => void; defaultEmail?: string }) {
  const id = useId();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { email: defaultEmail } });
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
    <form noValidate onSubmit={submit} aria-label="Reset your password">
      {problem && <Problem message={problem.message} />}
      <Field id={`${id}-email`} label="E-mail" hint="The address you sign in with." error={formState.errors.email?.message}>
        {(a11y) => <input className="ui-input" {...a11y} {...register('email')} type="email" inputMode="email" autoComplete="email" autoFocus maxLength={254} />}
      </Field>
      <SubmitButton busy={formState.isSubmitting}>
        Send reset link
      </SubmitButton>
    </form>
  );
}
