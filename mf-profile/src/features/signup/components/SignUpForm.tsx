import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Form, Input } from 'antd';
import { registrationBody, type RegistrationBody } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { examplePhone } from '@venues/geo';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { NewPasswordInput } from '../../password/components/NewPasswordInput';
import type { SignUpRole } from '../lib/types';

type Values = RegistrationBody;
const FIELDS = ['first_name', 'last_name', 'organization_name', 'email', 'phone_number', 'password', 'accept_terms'] as const;

export interface SignUpFormProps {
  role: SignUpRole;
  /** The storefront: sent as `country`, and the phone number is checked for it. */
  country: string;
  /** Called with the address the link went to. */
  onRegistered: (email: string) => void;
}

/**
 * Sign-up for a customer or a venue account. Validation is the contracts' registrationBody, the
 * schema the server parses (the password check loads its estimator lazily, on first use).
 */
export function SignUpForm({ role, country, onRegistered }: SignUpFormProps) {
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(registrationBody),
    defaultValues: { first_name: '', last_name: '', organization_name: '', email: '', phone_number: '', password: '', role, country, accept_terms: false as unknown as true },
    shouldFocusError: true,
  });
  const [first, last, email, organization] = useWatch({ control, name: ['first_name', 'last_name', 'email', 'organization_name'] });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await accountsApi.register({ ...values, role, country });
      onRegistered(answer.email);
    } catch (thrown) {
      setProblem(applyServerErrors(thrown, setError, FIELDS));
    }
  });

  const phoneExample = examplePhone(country);

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label={role === 'venue' ? 'Create a venue account' : 'Create an account'}>
        {problem && <FormProblem message={problem.message} />}

        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
          <FormField control={control} name="first_name" label="First name">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="given-name" autoFocus maxLength={100} />}
          </FormField>
          <FormField control={control} name="last_name" label="Last name">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="family-name" maxLength={100} />}
          </FormField>
        </div>

        {role === 'venue' && (
          <FormField control={control} name="organization_name" label="Venue or company name" hint="Shown to guests on your venues. You can change it later.">
            {(field, a11y) => <Input {...field} {...a11y} value={field.value ?? ''} autoComplete="organization" maxLength={120} />}
          </FormField>
        )}

        <FormField control={control} name="email" label="E-mail" hint="We will send a link to confirm it.">
          {(field, a11y) => <Input {...field} {...a11y} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
        </FormField>

        <FormField
          control={control}
          name="phone_number"
          label="Mobile number (optional)"
          hint={phoneExample ? `For example ${phoneExample}. Venues can reach you faster.` : 'With the country code, e.g. +6581234567.'}
        >
          {(field, a11y) => <Input {...field} {...a11y} value={field.value ?? ''} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />}
        </FormField>

        <FormField control={control} name="password" label="Password">
          {(field, a11y) => <NewPasswordInput field={field} a11y={a11y} userInputs={[first, last, email, organization ?? '']} />}
        </FormField>

        <FormField control={control} name="accept_terms" label={null}>
          {(field, a11y) => (
            <Checkbox
              id={a11y.id}
              aria-invalid={a11y['aria-invalid']}
              aria-describedby={a11y['aria-describedby']}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            >
              I agree to the{' '}
              <Link to={`/${country}/termsandcondition`} target="_blank" rel="noopener">
                terms of use
              </Link>{' '}
              and the{' '}
              <Link to={`/${country}/about-us/privacy`} target="_blank" rel="noopener">
                privacy policy
              </Link>
            </Checkbox>
          )}
        </FormField>

        <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </Form>
  );
}
