import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, Field, SubmitButton } from '@venues/mf-kit';
import { accountsApi } from '@venues/api-client';
import { Notice } from '../../../components/plain/Notice';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';

type Values = { email: string };

const resolver = lazyResolver(() => import(/* webpackChunkName: "form-rules" */ '../../../lib/formRules').then((m) => m.resendVerificationResolver));

/** Asks for a new verification link for an address (same answer whether or not it has an account). Plain controls (plain.css). */
export function ResendForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { email: defaultEmail } });
  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      setSent((await accountsApi.resendVerification(email)).message);
    } catch (e) {
      setProblem(applyServerErrors(e, setError, ['email']));
    }
  });
  if (sent) return <Notice kind="success" title={sent} />;
  return (
    <form noValidate onSubmit={submit} aria-label="Send a new confirmation link">
      {problem && <Problem message={problem.message} />}
      <Field id={`${id}-email`} label="Your e-mail" error={formState.errors.email?.message}>
        {(a11y) => <input className="ui-input" {...a11y} {...register('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
      </Field>
      <SubmitButton busy={formState.isSubmitting} wide={false}>
        Send a new link
      </SubmitButton>
    </form>
  );
}
