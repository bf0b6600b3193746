import { ownershipTransferBody, ownershipTransferParams, teamMemberParams, teamRoleBody } from './team';

test('a role change takes admin or member only, nothing else in the body', () => {
  expect(teamRoleBody.parse({ role: 'admin' })).toEqual({ role: 'admin' });
  expect(teamRoleBody.safeParse({ role: 'member' }).success).toBe(true);
  for (const body of [{ role: 'owner' }, { role: 'ADMIN' }, {}, { role: 'admin', extra: 1 }]) expect(teamRoleBody.safeParse(body).success).toBe(false);
  expect(teamRoleBody.safeParse({ role: 'owner' }).error?.issues[0]?.message).toBe('Role must be admin or member');
});

test('a transfer is offered to an address (trimmed, lower case); the link token is 32–128 base64url characters', () => {
  expect(ownershipTransferBody.parse({ email: '  Heir@Example.COM ' })).toEqual({ email: 'heir@example.com' });
  expect(ownershipTransferBody.safeParse({ email: 'not an address' }).success).toBe(false);
  expect(ownershipTransferParams.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
  for (const token of ['short', 'A'.repeat(42) + '!', 'a\u0000'.repeat(20)]) expect(ownershipTransferParams.safeParse({ token }).success).toBe(false);
  expect(teamMemberParams.safeParse({ id: 'nope' }).error?.issues[0]?.message).toBe('Team member must be a valid id');
});
