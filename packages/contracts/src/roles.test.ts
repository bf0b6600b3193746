import { deriveRoles, passesAdminOnly, passesOwnerAdminAccess, canManageAnnouncements, type DerivedRoles, type RoleBearer } from './roles';

const truthy = (r: DerivedRoles) =>
  Object.entries(r)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('deriveRoles: the docs/spec.md §6 table', () => {
  test.each<[string, RoleBearer, string[]]>([
    ['plain user', { role: ['USER'] }, ['isUser']],
    ['venue owner', { role: ['VENUE_OWNER'] }, ['isTeamLister', 'isVenueOwner']],
    ['lister with 1 is an owner', { role: ['VENUE_LISTER'], assigned_roles: 1 }, ['isTeamLister', 'isVenueOwner']],
    ['lister with 2 is a venue admin', { role: ['VENUE_LISTER'], assigned_roles: 2 }, ['isTeamLister', 'isVenueAdmin']],
    ['lister with 4 is a venue member', { role: ['VENUE_LISTER'], assigned_roles: 4 }, ['isTeamLister', 'isVenueMember']],
    ['lister without assignment is only a team lister', { role: ['VENUE_LISTER'] }, ['isTeamLister']],
    ['admin without assigned roles is full admin', { role: ['ADMIN'] }, ['isAdmin', 'isTeamAdmin']],
    ['admin NO_ROLES_ASSIGNED is full admin', { role: ['ADMIN'], assigned_roles: 'NO_ROLES_ASSIGNED' }, ['isAdmin', 'isTeamAdmin']],
    ['admin with 1 is full admin', { role: ['ADMIN'], assigned_roles: 1 }, ['isAdmin', 'isTeamAdmin']],
    ['admin with 2 is admin sales', { role: ['ADMIN'], assigned_roles: 2 }, ['isAdminSales', 'isTeamAdmin']],
    ['admin with 3 is admin member', { role: ['ADMIN'], assigned_roles: 3 }, ['isAdminMember', 'isTeamAdmin']],
    ['assigned_roles given as a string', { role: ['ADMIN'], assigned_roles: '3' }, ['isAdminMember', 'isTeamAdmin']],
    ['role given as a plain string', { role: 'VENUE_OWNER' }, ['isTeamLister', 'isVenueOwner']],
  ])('%s', (_label, user, expected) => {
    expect(truthy(deriveRoles(user))).toEqual(expected.sort());
  });

  test('no user: no roles', () => {
    expect(truthy(deriveRoles(null))).toEqual([]);
    expect(truthy(deriveRoles(undefined))).toEqual([]);
  });

  test('returns a fresh object each time', () => {
    const a = deriveRoles(null);
    a.isAdmin = true;
    expect(deriveRoles(null).isAdmin).toBe(false);
  });
});

describe('guards', () => {
  test('admin-only lets any team admin in', () => {
    expect(passesAdminOnly(deriveRoles({ role: ['ADMIN'], assigned_roles: 2 }))).toBe(true);
    expect(passesAdminOnly(deriveRoles({ role: ['VENUE_OWNER'] }))).toBe(false);
  });
  test('owner-admin-access: owners, venue admins and admins', () => {
    expect(passesOwnerAdminAccess(deriveRoles({ role: ['VENUE_OWNER'] }))).toBe(true);
    expect(passesOwnerAdminAccess(deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 2 }))).toBe(true);
    expect(passesOwnerAdminAccess(deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 4 }))).toBe(false);
    expect(passesOwnerAdminAccess(deriveRoles({ role: ['ADMIN'], assigned_roles: 3 }))).toBe(true);
    expect(passesOwnerAdminAccess(deriveRoles({ role: ['USER'] }))).toBe(false);
  });
  test('announcement managers: full admins and admin members, not sales', () => {
    expect(canManageAnnouncements(deriveRoles({ role: ['ADMIN'] }))).toBe(true);
    expect(canManageAnnouncements(deriveRoles({ role: ['ADMIN'], assigned_roles: 3 }))).toBe(true);
    expect(canManageAnnouncements(deriveRoles({ role: ['ADMIN'], assigned_roles: 2 }))).toBe(false);
  });
});
