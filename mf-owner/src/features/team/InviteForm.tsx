import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { ASSIGNABLE_TEAM_ROLES, inviteBody, TEAM_ROLE_CODES, TOKEN_LIFETIMES, type InviteBody } from '@venues/contracts';
import { teamApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { placeFieldErrors } from './errors';
import { ROLE_LABEL } from './labels';

// The invitation call's own schema, with the role chosen by name; assigned_roles is derived on send.
const inviteForm = inviteBody.omit({ assigned_roles: true }).extend({
  role: z.enum(ASSIGNABLE_TEAM_ROLES, { message: 'Choose venue admin or venue member' }),
});
type InviteValues = z.input<typeof inviteForm>;
type InviteOutput = z.output<typeof inviteForm>;

const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const;
const ROLE_OPTIONS = ASSIGNABLE_TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));

function toBody({ role, email, first_name, last_name }: InviteOutput): InviteBody {
  return {
    email,
    assigned_roles: TEAM_ROLE_CODES[role] as InviteBody['assigned_roles'],
    ...(first_name ? { first_name } : {}),
    ...(last_name ? { last_name } : {}),
  };
}

/** Invites a person by e-mail as venue admin or venue member; they get a link to join. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', first_name: '', last_name: '', role: 'member' },
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await teamApi.invite(toBody(values));
      void message.success(answer.message);
      reset();
      onInvited();
    } catch (e) {
      // A 429 (too many invitations) and other refusals without a field: the server's message says when to retry.
      const left = placeFieldErrors(e, setError, FIELDS, { assigned_roles: 'role' });
      if (left) setProblem(left.message);
    }
  });
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label="Invite someone" className="team-panel">
        {problem && <Alert className="team-problem" role="alert" type="error" showIcon title={problem} />}
        <FormField control={control} name="email" label="E-mail" hint={`They get a link to join that works for ${TOKEN_LIFETIMES.inviteDays} days.`}>
          {(field, a11y) => <Input {...field} {...a11y} type="email" autoComplete="off" inputMode="email" maxLength={254} />}
        </FormField>
        <div className="team-names">
          <FormField control={control} name="first_name" label="First name (optional)">
            {(field, a11y) => <Input {...field} {...a11y} value={field.value ?? ''} autoComplete="off" maxLength={100} />}
          </FormField>
          <FormField control={control} name="last_name" label="Last name (optional)">
            {(field, a11y) => <Input {...field} {...a11y} value={field.value ?? ''} autoComplete="off" maxLength={100} />}
          </FormField>
        </div>
        <FormField control={control} name="role" label="Role" hint="What each role may do is listed under “Who may do what” below.">
          {(field, a11y) => <Select {...field} {...a11y} options={ROLE_OPTIONS} style={{ maxWidth: 320 }} />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          Send invitation
        </Button>
      </form>
    </Form>
  );
}
