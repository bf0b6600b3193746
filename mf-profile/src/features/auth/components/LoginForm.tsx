import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input, Segmented } from 'antd';
import { loginBody, type LoginBody, type LoginRole } from '@venues/contracts';
import type { LoginProblem } from '../lib/loginError';
import { ResendVerification } from '../../verify/components/ResendVerification';

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

/**
 * E-mail + password (+ role) form. Validation is the contracts' loginBody, the same schema the
 * server parses, so both reject the same inputs with the same messages.
 */
export function LoginForm({ fixedRole, onSubmit, forgotPasswordHref, signUpHref, defaultEmail = '' }: LoginFormProps) {
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, role: `${id}-role` };
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
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

  const errorOf = (name: FieldName) => errors[name]?.message;

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Sign in">
        {problem && (
          <div ref={problemRef} tabIndex={-1} style={{ marginBottom: 16, outline: 'none' }}>
            <Alert
              type={problem.kind === 'unverified' ? 'warning' : 'error'}
              showIcon
              title={problem.message}
              description={
                problem.kind === 'form' && problem.link ? (
                  <Link to={problem.link.to}>{problem.link.label}</Link>
                ) : problem.kind === 'unverified' && problem.email ? (
                  <div style={{ marginTop: 8 }}>
                    <ResendVerification email={problem.email} label="Send me a new link" />
                  </div>
                ) : undefined
              }
            />
          </div>
        )}

        {!fixedRole && (
          <Form.Item label={<span id={ids.role}>Sign in as</span>}>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <div role="group" aria-labelledby={ids.role}>
                  <Segmented<LoginRole> block options={ROLE_OPTIONS} value={field.value} onChange={field.onChange} />
                </div>
              )}
            />
          </Form.Item>
        )}

        <Form.Item
          label="E-mail"
          htmlFor={ids.email}
          validateStatus={errorOf('email') ? 'error' : undefined}
          help={errorOf('email') && <span id={`${ids.email}-error`}>{errorOf('email')}</span>}
        >
          <Controller
            control={control}
            name="email"
            render={({ field }) => (
              <Input
                {...field}
                id={ids.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoFocus={!defaultEmail}
                aria-invalid={errorOf('email') ? true : undefined}
                aria-describedby={errorOf('email') ? `${ids.email}-error` : undefined}
              />
            )}
          />
        </Form.Item>

        <Form.Item
          label="Password"
          htmlFor={ids.password}
          validateStatus={errorOf('password') ? 'error' : undefined}
          help={errorOf('password') && <span id={`${ids.password}-error`}>{errorOf('password')}</span>}
        >
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Input.Password
                {...field}
                id={ids.password}
                autoComplete="current-password"
                autoFocus={Boolean(defaultEmail)}
                aria-invalid={errorOf('password') ? true : undefined}
                aria-describedby={errorOf('password') ? `${ids.password}-error` : undefined}
              />
            )}
          />
        </Form.Item>

        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 16 }}>
          <Link to={forgotPasswordHref}>Forgot password?</Link>
        </div>

        <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting} disabled={isSubmitting}>
          Sign in
        </Button>

        <p style={{ marginTop: 16, textAlign: 'center' }}>
          New here? <Link to={signUpHref}>Create an account</Link>
        </p>
      </form>
    </Form>
  );
}
