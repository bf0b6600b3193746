import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { teamCan, type TeamMember } from '@venues/contracts';
import { teamApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useData, useDocumentTitle } from '@venues/mf-kit';
import { EmptyState, PageHeader } from '@venues/ui';
import { InviteForm } from '../features/team/InviteForm';
import { OwnershipTransfer } from '../features/team/OwnershipTransfer';
import { PermissionSummary } from '../features/team/PermissionSummary';
import { TeamTable } from '../features/team/TeamTable';
import '../features/venues/owner.css';
import '../features/team/team.css';

/**
 * :country/team-members (owner and venue admins): the team, invitations, role changes and removals;
 * for the owner, the hand-over of the ownership. docs/team.md has the calls.
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
    <div className="own-page">
      <PageHeader title="Team" subtitle="The people who run your venues with you: who they are, what they may do, and who owns the team." />

      <section aria-label="People">
        {problem && <Alert className="team-problem" role="alert" type="error" showIcon closable onClose={() => setProblem(null)} title={problem} />}
        {team.status === 'error' ? (
          <Alert type="error" showIcon title="We could not load your team" description={team.error.message} action={<Button onClick={team.reload}>Try again</Button>} />
        ) : !team.data ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : team.empty ? (
          <EmptyState description="Nobody is in your team yet. Invite the people who run your venues with you." />
        ) : (
          <>
            <TeamTable members={team.data.members} canManage={canManage} onUpdated={updated} onRemoved={team.reload} onProblem={setProblem} />
            {aloneSoFar && <EmptyState description="It is just you so far. Invite the people who run your venues with you below." />}
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
