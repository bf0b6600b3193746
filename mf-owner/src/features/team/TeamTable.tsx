import type { TeamMember } from '@venues/contracts';
import { formatDate, personName, ROLE_LABEL } from './labels';
import { manageable, RemoveButton, RoleSelect, type MemberActionProps } from './MemberActions';

const COLUMNS = ['Name', 'E-mail', 'Role', 'Status', 'Joined', 'Actions'] as const;

/**
 * The team as a table; on a phone each row is a card (team.css). The explicit roles keep the table
 * semantics that some browsers drop once the cells are display: block.
 */
export function TeamTable({
  members,
  canManage,
  ...actions
}: { members: TeamMember[]; canManage: boolean } & Omit<MemberActionProps, 'member'>) {
  return (
    <table className="team-table" role="table">
      <caption className="own-muted">
        {members.length} {members.length === 1 ? 'person' : 'people'}: the owner first, then venue admins, then members.
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((c) => (
            <th key={c} scope="col" role="columnheader">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {members.map((m) => {
          const editable = canManage && manageable(m);
          return (
            <tr key={m.id} role="row">
              <td role="cell" data-label="Name">
                <span>
                  {personName(m)}
                  {m.is_you && <span className="team-tag team-tag--you">You</span>}
                </span>
              </td>
              <td role="cell" data-label="E-mail">
                {m.email}
              </td>
              <td role="cell" data-label="Role">
                {editable ? <RoleSelect member={m} onUpdated={actions.onUpdated} onProblem={actions.onProblem} /> : ROLE_LABEL[m.role]}
              </td>
              <td role="cell" data-label="Status">
                {m.status === 'invited' ? <span className="team-tag team-tag--invited">Invited</span> : <span className="team-tag team-tag--active">Active</span>}
              </td>
              <td role="cell" data-label="Joined">
                {m.status === 'invited' ? `Invited ${formatDate(m.joined_at)}` : formatDate(m.joined_at)}
              </td>
              <td role="cell" data-label="Actions">{editable && <RemoveButton member={m} onRemoved={actions.onRemoved} onProblem={actions.onProblem} />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
