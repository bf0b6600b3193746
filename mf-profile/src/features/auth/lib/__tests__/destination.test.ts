import { deriveRoles } from '@venues/contracts';
import { destinationAfterLogin, homeForRoles } from '../destination';

const user = deriveRoles({ role: 'USER' });
const owner = deriveRoles({ role: 'VENUE_OWNER' });
const lister = deriveRoles({ role: 'VENUE_LISTER', assigned_roles: 4 });
const venueAdmin = deriveRoles({ role: 'VENUE_LISTER', assigned_roles: 2 });
const admin = deriveRoles({ role: 'ADMIN' });
const sales = deriveRoles({ role: 'ADMIN', assigned_roles: 2 });

describe('post-login destination', () => {
  it('sends a customer to the country home', () => {
    expect(destinationAfterLogin('sg', user)).toBe('/sg');
  });
  it('sends venue owners and venue admins to their dashboard, venue members to the country home', () => {
    expect(destinationAfterLogin('my', owner)).toBe('/my/dashboard');
    expect(destinationAfterLogin('sg', venueAdmin)).toBe('/sg/dashboard');
    expect(destinationAfterLogin('sg', lister)).toBe('/sg');
  });
  it('sends every kind of admin to the administrators’ home', () => {
    expect(destinationAfterLogin('sg', admin)).toBe('/sg/admin');
    expect(destinationAfterLogin('sg', sales)).toBe('/sg/admin');
  });
  it('prefers a safe returnTo over the role home', () => {
    expect(destinationAfterLogin('sg', admin, '/sg/venues/v1')).toBe('/sg/venues/v1');
  });
  it('ignores an unsafe returnTo', () => {
    expect(destinationAfterLogin('sg', owner, '//evil.com')).toBe('/sg/dashboard');
    expect(destinationAfterLogin('sg', user, 'https://evil.com')).toBe('/sg');
  });
  it('does not return to a sign-in or sign-out page', () => {
    expect(destinationAfterLogin('sg', user, '/sg/login/user')).toBe('/sg');
    expect(destinationAfterLogin('sg', user, '/sg/sign-out')).toBe('/sg');
    expect(destinationAfterLogin('sg', user, '/sg/login-help')).toBe('/sg/login-help');
  });
  it('falls back to the country home for an account without a role', () => {
    expect(homeForRoles('sg', deriveRoles(null))).toBe('/sg');
  });
});
