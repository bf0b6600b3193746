import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { LoginBody, LoginRole } from '@venues/contracts';
import { Field, lazyResolver, SubmitButton } from '@venues/mf-kit';
import type { LoginProblem } from '../lib/loginError';
import { ResendVerification } from '../../verify/components/ResendVerification';
import { Notice } from '../../../components/plain/Notice';
import { PasswordInput } from '../../../components/plain/PasswordInput';

export const ROLE_OPTIONS: { value: LoginRole; label: string }[] = [
  { value: 'user', label: 'Customer' },
  { value: 'venue', label: 'Venue' },
  { value: 'admin', label: 'Admin' },
];

/** What a submit handler reports back: nothing on success (it navigates away). */
export interface LoginSubmitOutcome {
  problem?: LoginProblem;
  /** Server-side field errors (from fieldErrors()), shown on their fields. */
  fields?: Record<string, string>;
}

export interface LoginFormProps {
  /** Role chosen by the page (login/user|venue|admin); hides the role choice. */
  fixedRole?: LoginRole;
  onSubmit: (values: LoginBody) => Promise<LoginSubmitOutcome | void>;
  forgotPasswordHref: string;
  signUpHref: string;
  /** Pre-filled e-mail (e.g. coming from "your e-mail is confirmed"). */
  defaultEmail?: string;
}

const FIELD_NAMES = ['email', 'password', 'role'] as const;
type FieldName = (typeof FIELD_NAMES)[number];
const isFieldName = (k: string): k is FieldName => (FIELD_NAMES as readonly string[]).includes(k);
const resolver = lazyResolver(() => import(/* webpackChunkName: "form-rules" */ '../../../lib/formRules').then((m) => m.loginResolver));

/**
 * E-mail + password (+ role) form. Validation is the contracts' loginBody, the same schema the
 * server parses, so both reject the same inputs with the same messages; it downloads at the first
 * submit (lazyResolver). Plain controls (plain.css): the sign-in pages load no antd
 * (docs/adr/0087-public-pages-without-antd.md).
 */
export function LoginForm({ fixedRole, onSubmit, forgotPasswordHref, signUpHref, defaultEmail = '' }: LoginFormProps) {
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, role: `${id}-role` };
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver,
    defaultValues: { email: defaultEmail, password: '', role: fixedRole ?? 'user' },
    shouldFocusError: true,
  });

  // A form-level problem is the "first error": move focus there so it is read out.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await onSubmit(fixedRole ? { ...values, role: fixedRole } : values);
    if (!outcome) return;
    let focused = false;
    for (const [name, message] of Object.entries(outcome.fields ?? {})) {
      if (!isFieldName(name)) continue;
      setError(name, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    if (outcome.problem && !(outcome.problem.kind === 'fields' && focused)) setProblem(outcome.problem);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in" className="ui-plain">
      {problem && (
        <Notice ref={problemRef} kind={problem.kind === 'unverified' ? 'warning' : 'error'} title={problem.message}>
          {problem.kind === 'form' && problem.link ? (
            <Link to={problem.link.to}>{problem.link.label}</Link>
          ) : problem.kind === 'unverified' && problem.email ? (
            <div style={{ marginTop: 8 }}>
              <ResendVerification email={problem.email} label="Send me a new link" />
            </div>
          ) : undefined}
        </Notice>
      )}

      {!fixedRole && (
        <fieldset className="ui-field">
          <legend id={ids.role}>Sign in as</legend>
          <div className="ui-segmented">
            {ROLE_OPTIONS.map((o) => (
              <label key={o.value}>
                <input type="radio" value={o.value} {...register('role')} />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <Field id={ids.email} label="E-mail" error={errors.email?.message}>
        {(a11y) => <input className="ui-input" type="email" inputMode="email" autoComplete="email" autoFocus={!defaultEmail} {...a11y} {...register('email')} />}
      </Field>

      <Field id={ids.password} label="Password" error={errors.password?.message}>
        {(a11y) => <PasswordInput autoComplete="current-password" autoFocus={Boolean(defaultEmail)} {...a11y} {...register('password')} />}
      </Field>

      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 16 }}>
        <Link to={forgotPasswordHref}>Forgot password?</Link>
      </div>

      <SubmitButton busy={isSubmitting}>
        Sign in
      </SubmitButton>

      <p style={{ marginTop: 16, textAlign: 'center' }}>
        New here? <Link to={signUpHref}>Create an account</Link>
      </p>
    </form>
  );
}
