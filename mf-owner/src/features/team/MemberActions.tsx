import { useState } from 'react';
import { App, Button, Select } from 'antd';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole, type TeamMember } from '@venues/contracts';
import { teamApi, toApiError } from '@venues/api-client';
import { personName, ROLE_LABEL } from './labels';

/** Whether a row may be changed: never the owner (a transfer hands it over), never yourself. */
export const manageable = (m: TeamMember) => m.role !== 'owner' && !m.is_you;

const ROLE_OPTIONS = ASSIGNABLE_TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));

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

/** The role select of a team member's row. */
export function RoleSelect({ member, onUpdated, onProblem }: Omit<MemberActionProps, 'onRemoved'>) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const name = personName(member);
  async function change(role: AssignableTeamRole) {
    setSaving(true);
    onProblem(null);
    try {
      const changed = await teamApi.changeRole(member.id, { role });
      onUpdated(changed);
      void message.success(`${name} is now ${ROLE_LABEL[changed.role].toLowerCase()}`);
    } catch (e) {
      onProblem(toApiError(e).message);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Select<AssignableTeamRole>
      className="team-role-select"
      aria-label={`Role of ${name}`}
      value={member.role as AssignableTeamRole}
      options={ROLE_OPTIONS}
      loading={saving}
      disabled={saving}
      onChange={(role) => void change(role)}
    />
  );
}

/** "Remove" (or "Withdraw invitation"), after a confirmation that says what it does. */
export function RemoveButton({ member, onRemoved, onProblem }: Omit<MemberActionProps, 'onUpdated'>) {
  const { message, modal } = App.useApp();
  const name = personName(member);
  const invited = member.status === 'invited';
  const label = invited ? 'Withdraw invitation' : 'Remove';
  const confirm = () =>
    modal.confirm({
      title: invited ? `Withdraw the invitation to ${member.email}?` : `Remove ${name} from the team?`,
      content: removalText(member),
      okText: label,
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      onOk: async () => {
        onProblem(null);
        try {
          await teamApi.remove(member.id);
          void message.success(invited ? `Invitation to ${member.email} withdrawn` : `${name} removed from the team`);
          onRemoved();
        } catch (e) {
          // Closes the dialog: the refusal shows above the list, where it stays readable.
          onProblem(toApiError(e).message);
        }
      },
    });
  return (
    <Button danger onClick={confirm} aria-label={`${label}: ${name}`}>
      {label}
    </Button>
  );
}
