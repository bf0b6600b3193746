import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, Field, SubmitButton } from '@venues/mf-kit';
import { accountsApi } from '@venues/api-client';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { PlainNewPasswordInput } from '../../password/components/PlainNewPasswordInput';

type Values = { password: string };

const resolver = lazyResolver(() => import(/* webpackChunkName: "form-rules" */ '../../../lib/formRules').then((m) => m.passwordResetResolver));

/**
 * The new password for a reset link; `onDone` after it is set, `onInvalid` when the link stopped
 * working meanwhile. Plain controls (plain.css) and the contracts' schema downloaded at the first submit.
 */
export function ResetPasswordForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: (message: string) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({ resolver, defaultValues: { password: '' } });
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
    <form noValidate onSubmit={submit} aria-label="Choose a new password">
      {problem && <Problem message={problem.message} />}
      <Field id={`${id}-password`} label="New password" error={formState.errors.password?.message}>
        {(a11y) => <PlainNewPasswordInput a11y={a11y} password={watch('password')} {...register('password')} />}
      </Field>
      <SubmitButton busy={formState.isSubmitting}>
        Set new password
      </SubmitButton>
    </form>
  );
}
