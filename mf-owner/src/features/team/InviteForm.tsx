import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ASSIGNABLE_TEAM_ROLES, TEAM_ROLE_CODES, TOKEN_LIFETIMES, type InviteBody } from '@venues/contracts';
import { teamApi } from '@venues/api-client';
import { Field, lazyResolver } from '@venues/mf-kit';
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

/** Invites a person by e-mail as venue admin or venue member; they get a link to join. Plain (plain.css). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<InviteValues, unknown, InviteOutput>({
    resolver,
    defaultValues: { email: '', first_name: '', last_name: '', role: 'member' },
  });
  const { errors, isSubmitting } = formState;
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
      {problem && (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>{problem}</strong>
        </div>
      )}
      <Field id={`${id}-email`} label="E-mail" hint={`They get a link to join that works for ${TOKEN_LIFETIMES.inviteDays} days.`} error={errors.email?.message}>
        {(a11y) => <input {...register('email')} {...a11y} className="ui-input" type="email" autoComplete="off" inputMode="email" maxLength={254} />}
      </Field>
      <div className="team-names">
        <Field id={`${id}-first`} label="First name (optional)" error={errors.first_name?.message}>
          {(a11y) => <input {...register('first_name')} {...a11y} className="ui-input" autoComplete="off" maxLength={100} />}
        </Field>
        <Field id={`${id}-last`} label="Last name (optional)" error={errors.last_name?.message}>
          {(a11y) => <input {...register('last_name')} {...a11y} className="ui-input" autoComplete="off" maxLength={100} />}
        </Field>
      </div>
      <Field id={`${id}-role`} label="Role" hint="What each role may do is listed under “Who may do what” below." error={errors.role?.message}>
        {(a11y) => (
          <select {...register('role')} {...a11y} className="ui-select team-role-field">
            {ASSIGNABLE_TEAM_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
        Send invitation
      </button>
    </form>
  );
}
