import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { completeProfileBody, type CompleteProfileBody, type CompleteProfileInfo, type LoginResponseV2 } from '@venues/contracts';
import { accountsApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { FormProblem } from '../../../components/FormProblem';
import { applyServerErrors, type SubmitProblem } from '../../../lib/serverErrors';
import { NewPasswordInput } from '../../password/components/NewPasswordInput';

const FIELDS = ['first_name', 'last_name', 'password'] as const;

/** Name and password of an invited team member; signs them in when done. */
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
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CompleteProfileBody>({
    resolver: zodResolver(completeProfileBody),
    defaultValues: { first_name: invite.first_name ?? '', last_name: invite.last_name ?? '', password: '' },
  });
  const [first, last] = useWatch({ control, name: ['first_name', 'last_name'] });
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
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Complete your profile">
        {problem && <FormProblem message={problem.message} />}
        <Form.Item label="E-mail" htmlFor="cp-email" extra="You will sign in with this address.">
          <Input id="cp-email" value={invite.email} readOnly autoComplete="username" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
          <FormField control={control} name="first_name" label="First name">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="given-name" autoFocus maxLength={100} />}
          </FormField>
          <FormField control={control} name="last_name" label="Last name">
            {(field, a11y) => <Input {...field} {...a11y} autoComplete="family-name" maxLength={100} />}
          </FormField>
        </div>
        <FormField control={control} name="password" label="Choose a password">
          {(field, a11y) => <NewPasswordInput field={field} a11y={a11y} userInputs={[first, last, invite.email]} />}
        </FormField>
        <Button type="primary" htmlType="submit" block size="large" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
          Join {invite.organization_name}
        </Button>
      </form>
    </Form>
  );
}
