import type { TeamMember } from '@venues/contracts';
import { plural } from '@venues/geo';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, personName, ROLE_LABEL } from './labels';
import { manageable, RemoveButton, RoleSelect, type MemberActionProps } from './MemberActions';

/**
 * The team as an antd Table (the whole team: no paging), its caption saying who is listed; on a
 * phone it scrolls sideways.
 */
export function TeamTable({
  members,
  canManage,
  ...actions
}: { members: TeamMember[]; canManage: boolean } & Omit<MemberActionProps, 'member'>) {
  const columns: ColumnsType<TeamMember> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, m) => (
        <span>
          {personName(m)}
          {m.is_you && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              You
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'email', title: 'E-mail', dataIndex: 'email' },
    {
      key: 'role',
      title: 'Role',
      render: (_, m) => (canManage && manageable(m) ? <RoleSelect member={m} onUpdated={actions.onUpdated} onProblem={actions.onProblem} /> : ROLE_LABEL[m.role]),
    },
    { key: 'status', title: 'Status', render: (_, m) => (m.status === 'invited' ? <Tag color="gold">Invited</Tag> : <Tag color="green">Active</Tag>) },
    { key: 'joined', title: 'Joined', render: (_, m) => (m.status === 'invited' ? `Invited ${formatDate(m.joined_at)}` : formatDate(m.joined_at)) },
    { key: 'actions', title: 'Actions', render: (_, m) => canManage && manageable(m) && <RemoveButton member={m} onRemoved={actions.onRemoved} onProblem={actions.onProblem} /> },
  ];
  return (
    <Table<TeamMember>
      className="team-table"
      rowKey="id"
      columns={columns}
      dataSource={members}
      pagination={false}
      scroll={{ x: 'max-content' }}
      // antd's caption names the table for screen readers.
      components={{ table: (props: object) => <table {...props} aria-label="Team" /> }}
      title={() => <span className="own-muted">{`${plural(members.length, 'person', 'people')}: the owner first, then venue admins, then members.`}</span>}
    />
  );
}
