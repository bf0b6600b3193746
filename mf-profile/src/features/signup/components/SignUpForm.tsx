import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { lazyResolver, Field, SubmitButton } from '@venues/mf-kit';
import type { RegistrationBody } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { CheckField } from '../../../components/plain/CheckField';
import { Problem } from '../../../components/plain/Problem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { PlainNewPasswordInput } from '../../password/components/PlainNewPasswordInput';
import { usePhoneExample } from '../hooks/usePhoneExample';
import type { SignUpRole } from '../lib/types';

type Values = RegistrationBody;
const FIELDS = ['first_name', 'last_name', 'organization_name', 'email', 'phone_number', 'password', 'accept_terms'] as const;

const resolver = lazyResolver(() => import(/* webpackChunkName: "form-rules" */ '../../../lib/formRules').then((m) => m.registrationResolver));

export interface SignUpFormProps {
  role: SignUpRole;
  /** The storefront: sent as `country`, and the phone number is checked for it. */
  country: string;
  /** Called with the address the link went to. */
  onRegistered: (email: string) => void;
}

/**
 * Sign-up for a customer or a venue account. Validation is the contracts' registrationBody, the
 * schema the server parses, downloaded at the first submit (the password check loads its estimator
 * when a password is typed). Plain controls (plain.css): the page loads no antd.
 */
export function SignUpForm({ role, country, onRegistered }: SignUpFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: { first_name: '', last_name: '', organization_name: '', email: '', phone_number: '', password: '', role, country, accept_terms: false as unknown as true },
    shouldFocusError: true,
  });
  const [first, last, email, organization, password] = useWatch({ control, name: ['first_name', 'last_name', 'email', 'organization_name', 'password'] });
  const phone = usePhoneExample(country);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await accountsApi.register({ ...values, role, country });
      onRegistered(answer.email);
    } catch (thrown) {
      setProblem(applyServerErrors(thrown, setError, FIELDS));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <form noValidate onSubmit={submit} aria-label={role === 'venue' ? 'Create a venue account' : 'Create an account'}>
      {problem && <Problem message={problem.message} />}

      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
        <Field {...field('first_name')} label="First name">
          {(a11y) => <input className="ui-input" {...a11y} {...register('first_name')} autoComplete="given-name" autoFocus maxLength={100} />}
        </Field>
        <Field {...field('last_name')} label="Last name">
          {(a11y) => <input className="ui-input" {...a11y} {...register('last_name')} autoComplete="family-name" maxLength={100} />}
        </Field>
      </div>

      {role === 'venue' && (
        <Field {...field('organization_name')} label="Venue or company name" hint="Shown to guests on your venues. You can change it later.">
          {(a11y) => <input className="ui-input" {...a11y} {...register('organization_name')} autoComplete="organization" maxLength={120} />}
        </Field>
      )}

      <Field {...field('email')} label="E-mail" hint="We will send a link to confirm it.">
        {(a11y) => <input className="ui-input" {...a11y} {...register('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
      </Field>

      <Field
        {...field('phone_number')}
        label="Mobile number (optional)"
        hint={phone.example ? `For example ${phone.example}. Venues can reach you faster.` : 'With the country code. Venues can reach you faster.'}
      >
        {(a11y) => (
          <input className="ui-input" {...a11y} {...register('phone_number')} onFocus={phone.load} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
        )}
      </Field>

      <Field {...field('password')} label="Password">
        {(a11y) => <PlainNewPasswordInput a11y={a11y} password={password ?? ''} userInputs={[first, last, email, organization ?? '']} {...register('password')} />}
      </Field>

      <CheckField {...field('accept_terms')} input={(a11y) => <input type="checkbox" {...a11y} {...register('accept_terms')} />}>
        I agree to the{' '}
        <Link to={`/${country}/termsandcondition`} target="_blank" rel="noopener">
          terms of use
        </Link>{' '}
        and the{' '}
        <Link to={`/${country}/about-us/privacy`} target="_blank" rel="noopener">
          privacy policy
        </Link>
      </CheckField>

      <SubmitButton busy={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </SubmitButton>
    </form>
  );
}
