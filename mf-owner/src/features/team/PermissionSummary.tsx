import { PERMISSION_LABEL, ROLE_LABEL, roleSummaries, type RoleSummary } from './labels';

function lead(s: RoleSummary): string {
  if (s.kind === 'everything') return `Everything. Only the ${ROLE_LABEL[s.role].toLowerCase()} may:`;
  return s.kind === 'except' ? 'Everything except:' : 'Only:';
}

/** What the owner, venue admins and members may do, generated from TEAM_PERMISSIONS. */
export function PermissionSummary() {
  return (
    <ul className="team-roles">
      {roleSummaries().map((s) => (
        <li key={s.role}>
          <h3>{ROLE_LABEL[s.role]}</h3>
          <span className="own-muted">{lead(s)}</span>
          <ul>
            {s.list.map((p) => (
              <li key={p}>{PERMISSION_LABEL[p]}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
