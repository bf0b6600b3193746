import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ASSIGNABLE_TEAM_ROLES, TEAM_ROLE_CODES, TOKEN_LIFETIMES, type InviteBody } from '@venues/contracts';
import { teamApi } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { ui } from '@venues/session';
import { placeFieldErrors } from './errors';
import { ROLE_LABEL } from './labels';
import type { InviteOutput, InviteValues } from './teamRules';

// The rules (teamRules.ts) download at the first submit; the server checks the same schema anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "team-rules" */ './teamRules').then((m) => m.inviteResolver));

const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const;

function toBody({ role, email, first_name, last_name }: InviteOutput): InviteBody {
  return {
    email,
    assigned_roles: TEAM_ROLE_CODES[role] as InviteBody['assigned_roles'],
    ...(first_name ? { first_name } : {}),
    ...(last_name ? { last_name } : {}),
  };
}

/** Invites a person by e-mail as venue admin or venue member; they get a link to join. antd controls on react-hook-form. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<InviteValues, unknown, InviteOutput>({
    resolver,
    defaultValues: { email: '', first_name: '', last_name: '', role: 'member' },
  });
  const { isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await teamApi.invite(toBody(values));
      ui.showSnackbar(answer.message, 'success');
      reset();
      onInvited();
    } catch (e) {
      // A 429 (too many invitations) and other refusals without a field: the server's message says when to retry.
      const left = placeFieldErrors(e, setError, FIELDS, { assigned_roles: 'role' });
      if (left) setProblem(left.message);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Invite someone" className="team-panel">
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component={false}>
        <FormField control={control} name="email" label="E-mail" hint={`They get a link to join that works for ${TOKEN_LIFETIMES.inviteDays} days.`}>
          {(f, a11y) => <Input {...f} {...a11y} type="email" autoComplete="off" inputMode="email" maxLength={254} />}
        </FormField>
        <div className="team-names">
          <FormField control={control} name="first_name" label="First name (optional)">
            {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} autoComplete="off" maxLength={100} />}
          </FormField>
          <FormField control={control} name="last_name" label="Last name (optional)">
            {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} autoComplete="off" maxLength={100} />}
          </FormField>
        </div>
        <FormField control={control} name="role" label="Role" hint="What each role may do is listed under “Who may do what” below.">
          {(f, a11y) => (
            <Select
              {...a11y}
              ref={f.ref}
              className="team-role-field"
              value={f.value}
              onChange={(v) => f.onChange(v)}
              onBlur={f.onBlur}
              options={ASSIGNABLE_TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            />
          )}
        </FormField>
      </Form>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Send invitation
      </Button>
    </form>
  );
}
