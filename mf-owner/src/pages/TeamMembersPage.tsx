import { useState } from 'react';
import { teamCan, type TeamMember } from '@venues/contracts';
import { teamApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useData, useDocumentTitle } from '@venues/mf-kit';
import { PlainPageHeader } from '@venues/ui';
import { InviteForm } from '../features/team/InviteForm';
import { OwnershipTransfer } from '../features/team/OwnershipTransfer';
import { PermissionSummary } from '../features/team/PermissionSummary';
import { TeamTable } from '../features/team/TeamTable';
import '../features/venues/owner.css';
import '../features/team/team.css';

/**
 * :country/team-members (owner and venue admins): the team, invitations, role changes and removals;
 * for the owner, the hand-over of the ownership. docs/team.md has the calls. Drawn without antd (plain.css).
 */
export default function TeamMembersPage() {
  useDocumentTitle('Team');
  const canManage = teamCan(session.roles, 'team.manage');
  const canTransfer = teamCan(session.roles, 'team.transfer_ownership');
  const team = useData(() => teamApi.members(), [], { isEmpty: (t) => t.members.length === 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const updated = (m: TeamMember) => {
    if (team.data) team.replace({ ...team.data, members: team.data.members.map((x) => (x.id === m.id ? m : x)) });
  };
  const aloneSoFar = team.data?.members.every((m) => m.is_you);

  return (
    <div className="own-page ui-plain">
      <PlainPageHeader title="Team" subtitle="The people who run your venues with you: who they are, what they may do, and who owns the team." />

      <section aria-label="People">
        {problem && (
          <div className="ui-alert ui-alert--error team-problem" role="alert">
            <strong>{problem}</strong>
            <button type="button" className="ui-link-button" onClick={() => setProblem(null)}>
              Dismiss
            </button>
          </div>
        )}
        {team.status === 'error' ? (
          <div className="ui-alert ui-alert--error" role="alert">
            <strong>We could not load your team</strong>
            <span>{team.error.message} </span>
            <button type="button" className="ui-link-button" onClick={team.reload}>
              Try again
            </button>
          </div>
        ) : !team.data ? (
          <div className="ui-skeleton" aria-busy="true" aria-label="Loading your team">
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} />
            ))}
          </div>
        ) : team.empty ? (
          <div className="ui-empty">
            <p>Nobody is in your team yet. Invite the people who run your venues with you.</p>
          </div>
        ) : (
          <>
            <TeamTable members={team.data.members} canManage={canManage} onUpdated={updated} onRemoved={team.reload} onProblem={setProblem} />
            {aloneSoFar && (
              <div className="ui-empty">
                <p>It is just you so far. Invite the people who run your venues with you below.</p>
              </div>
            )}
          </>
        )}
      </section>

      {canManage && (
        <section className="team-section" aria-labelledby="team-invite">
          <h2 id="team-invite">Invite someone</h2>
          <p className="own-muted">They get an e-mail with a link to join your team. Until they do, they show as invited.</p>
          <InviteForm onInvited={team.reload} />
        </section>
      )}

      {canTransfer && team.data && (
        <section className="team-section" aria-labelledby="team-transfer">
          <h2 id="team-transfer">Transfer ownership</h2>
          <p className="own-muted">Hand the team over to one of its admins or members. Only the owner sees this.</p>
          <OwnershipTransfer team={team.data} onChanged={team.reload} />
        </section>
      )}

      <section className="team-section" aria-labelledby="team-permissions">
        <h2 id="team-permissions">Who may do what</h2>
        <PermissionSummary />
      </section>
    </div>
  );
}
