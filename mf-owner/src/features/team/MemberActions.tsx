import { useState } from 'react';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole, type TeamMember } from '@venues/contracts';
import { teamApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import { personName, ROLE_LABEL } from './labels';

/** Whether a row may be changed: never the owner (a transfer hands it over), never yourself. */
export const manageable = (m: TeamMember) => m.role !== 'owner' && !m.is_you;

function removalText(m: TeamMember): string {
  const name = personName(m);
  return m.status === 'invited'
    ? `The invitation to ${m.email} is withdrawn: its link stops working. You can invite the address again later.`
    : `${name} leaves the team and keeps a plain customer account. They are signed out everywhere at once. What they wrote and handled stays with your team.`;
}

export interface MemberActionProps {
  member: TeamMember;
  /** The server's answer to a role change. */
  onUpdated: (m: TeamMember) => void;
  onRemoved: () => void;
  /** A refusal to show (e.g. details.reason owner or self): the server's message says why. */
  onProblem: (message: string | null) => void;
}

/** The role select of a team member's row (antd Select): a choice (Enter or a click, not an arrow key) is sent at once. */
export function RoleSelect({ member, onUpdated, onProblem }: Omit<MemberActionProps, 'onRemoved'>) {
  const [saving, setSaving] = useState(false);
  const name = personName(member);
  async function change(role: AssignableTeamRole) {
    setSaving(true);
    onProblem(null);
    try {
      const changed = await teamApi.changeRole(member.id, { role });
      onUpdated(changed);
      ui.showSnackbar(`${name} is now ${ROLE_LABEL[changed.role].toLowerCase()}`, 'success');
    } catch (e) {
      onProblem(toApiError(e).message);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Select
      className="team-role-select"
      aria-label={`Role of ${name}`}
      value={member.role as AssignableTeamRole}
      disabled={saving}
      loading={saving}
      style={{ minWidth: 160 }}
      onChange={(v: AssignableTeamRole) => void change(v)}
      options={ASSIGNABLE_TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
    />
  );
}

/** "Remove" (or "Withdraw invitation"), after a confirmation that says what it does. */
export function RemoveButton({ member, onRemoved, onProblem }: Omit<MemberActionProps, 'onUpdated'>) {
  const [busy, setBusy] = useState(false);
  const name = personName(member);
  const invited = member.status === 'invited';
  const label = invited ? 'Withdraw invitation' : 'Remove';
  async function remove() {
    setBusy(true);
    onProblem(null);
    try {
      await teamApi.remove(member.id);
      ui.showSnackbar(invited ? `Invitation to ${member.email} withdrawn` : `${name} removed from the team`, 'success');
      onRemoved();
    } catch (e) {
      // The dialog closes: the refusal shows above the list, where it stays readable.
      onProblem(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popconfirm
      title={invited ? `Withdraw the invitation to ${member.email}?` : `Remove ${name} from the team?`}
      description={<div style={{ maxWidth: 320 }}>{removalText(member)}</div>}
      okText={label}
      cancelText="Keep"
      okButtonProps={{ danger: true }}
      onConfirm={() => remove()}
    >
      <Button size="small" danger loading={busy} aria-label={`${label}: ${name}`}>
        {label}
      </Button>
    </Popconfirm>
  );
}
