import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyResolver, Field, SubmitButton } from '@venues/mf-kit';
import type { CompleteProfileBody, CompleteProfileInfo, LoginResponseV2 } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { PlainNewPasswordInput } from '../../password/components/PlainNewPasswordInput';

const FIELDS = ['first_name', 'last_name', 'password'] as const;

const resolver = lazyResolver(() => import(/* webpackChunkName: "form-rules" */ '../../../lib/formRules').then((m) => m.completeProfileResolver));

/**
 * Name and password of an invited team member; signs them in when done. Plain controls (plain.css)
 * and the contracts' schema downloaded at the first submit.
 */
export function CompleteProfileForm({
  token,
  invite,
  onDone,
  onInvalid,
}: {
  token: string;
  invite: CompleteProfileInfo;
  onDone: (answer: LoginResponseV2) => void;
  onInvalid: (message: string) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompleteProfileBody>({
    resolver,
    defaultValues: { first_name: invite.first_name ?? '', last_name: invite.last_name ?? '', password: '' },
  });
  const [first, last, password] = useWatch({ control, name: ['first_name', 'last_name', 'password'] });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onDone(await accountsApi.completeProfile(token, values));
    } catch (e) {
      const left = applyServerErrors(e, setError, FIELDS);
      if (left?.code === 'INVALID_TOKEN') onInvalid(left.message);
      else setProblem(left);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Complete your profile">
      {problem && <Problem message={problem.message} />}
      <Field id={`${id}-email`} label="E-mail" hint="You will sign in with this address.">
        {(a11y) => <input className="ui-input" {...a11y} value={invite.email} readOnly autoComplete="username" />}
      </Field>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
        <Field id={`${id}-first_name`} label="First name" error={errors.first_name?.message}>
          {(a11y) => <input className="ui-input" {...a11y} {...register('first_name')} autoComplete="given-name" autoFocus maxLength={100} />}
        </Field>
        <Field id={`${id}-last_name`} label="Last name" error={errors.last_name?.message}>
          {(a11y) => <input className="ui-input" {...a11y} {...register('last_name')} autoComplete="family-name" maxLength={100} />}
        </Field>
      </div>
      <Field id={`${id}-password`} label="Choose a password" error={errors.password?.message}>
        {(a11y) => <PlainNewPasswordInput a11y={a11y} password={password ?? ''} userInputs={[first, last, invite.email]} {...register('password')} />}
      </Field>
      <SubmitButton busy={isSubmitting}>
        Join {invite.organization_name}
      </SubmitButton>
    </form>
  );
}
