import { useState } from 'react';
import { teamCan, type TeamMember } from '@venues/contracts';
import { teamApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { LoadFailed, Loading } from '../components/PageStates';
import { InviteForm } from '../features/team/InviteForm';
import { OwnershipTransfer } from '../features/team/OwnershipTransfer';
import { PermissionSummary } from '../features/team/PermissionSummary';
import { TeamTable } from '../features/team/TeamTable';
import '../features/venues/owner.css';
import '../features/team/team.css';

/**
 * :country/team-members (owner and venue admins): the team, invitations, role changes and removals;
 * for the owner, the hand-over of the ownership. docs/team.md has the calls. An observer: a role change in the session redraws it.
 */
const TeamMembersPage = observer(function TeamMembersPage() {
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
        {problem && (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="team-problem"
            style={{ marginBottom: 16 }}
            title={problem}
            action={
              <Button size="small" type="text" onClick={() => setProblem(null)}>
                Dismiss
              </Button>
            }
          />
        )}
        {team.status === 'error' ? (
          <LoadFailed title="We could not load your team" message={team.error.message} onRetry={team.reload} />
        ) : !team.data ? (
          <Loading label="Loading your team" />
        ) : team.empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nobody is in your team yet. Invite the people who run your venues with you." />
        ) : (
          <>
            <TeamTable members={team.data.members} canManage={canManage} onUpdated={updated} onRemoved={team.reload} onProblem={setProblem} />
            {aloneSoFar && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="It is just you so far. Invite the people who run your venues with you below." />
            )}
          </>
        )}
      </section>

      {canManage && (
        <Card className="team-section" role="region" aria-labelledby="team-invite" style={{ marginTop: 24 }} title={<h2 id="team-invite" style={{ margin: 0, fontSize: 18 }}>Invite someone</h2>}>
          <Typography.Paragraph type="secondary">They get an e-mail with a link to join your team. Until they do, they show as invited.</Typography.Paragraph>
          <InviteForm onInvited={team.reload} />
        </Card>
      )}

      {canTransfer && team.data && (
        <Card className="team-section" role="region" aria-labelledby="team-transfer" style={{ marginTop: 24 }} title={<h2 id="team-transfer" style={{ margin: 0, fontSize: 18 }}>Transfer ownership</h2>}>
          <Typography.Paragraph type="secondary">Hand the team over to one of its admins or members. Only the owner sees this.</Typography.Paragraph>
          <OwnershipTransfer team={team.data} onChanged={team.reload} />
        </Card>
      )}

      <Card className="team-section" role="region" aria-labelledby="team-permissions" style={{ marginTop: 24 }} title={<h2 id="team-permissions" style={{ margin: 0, fontSize: 18 }}>Who may do what</h2>}>
        <PermissionSummary />
      </Card>
    </div>
  );
});

export default TeamMembersPage;
