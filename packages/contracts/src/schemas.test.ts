import {
  addressBody,
  announcementInput,
  announcementQuery,
  contactMessageBody,
  countryCode,
  isApiErrorEnvelope,
  loginBody,
  queryBool,
  updatePasswordBody,
  userPatchBody,
  COOKIE_NAMES,
} from './index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

test('login: email trimmed and lowercased, role among user/venue/admin', () => {
  expect(loginBody.parse({ email: '  Ada@Example.COM ', password: 'x', role: 'venue' })).toEqual({
    email: 'ada@example.com',
    password: 'x',
    role: 'venue',
  });
  const bad = loginBody.safeParse({ email: 'nope', password: '', role: 'owner' });
  expect(messages(bad)).toEqual({
    email: 'Enter a valid email address',
    password: 'Password is required',
    role: 'Role must be one of user, venue, admin',
  });
});

test('country codes are two letters and stored lowercase', () => {
  expect(countryCode.parse('SG')).toBe('sg');
  expect(countryCode.safeParse('sgp').success).toBe(false);
});

test('queryBool reads query-string booleans', () => {
  expect(queryBool.parse('true')).toBe(true);
  expect(queryBool.parse('0')).toBe(false);
  expect(queryBool.safeParse('yes').success).toBe(false);
});

test('announcement input defaults and limits', () => {
  expect(announcementInput.parse({ title: ' Hello ', description: 'World' })).toEqual({
    title: 'Hello',
    description: 'World',
    attachment: null,
    active: true,
    target: 'ALL',
    target_device: 'ALL',
  });
  expect(messages(announcementInput.safeParse({ title: '', description: 'x', target: 'EVERYONE' }))).toMatchObject({
    title: 'Title is required',
    target: 'Target must be one of ALL, USERS_ONLY, VENUE_OWNERS_ONLY',
  });
  expect(announcementInput.safeParse({ title: 't', description: 'd', attachment: { path: 'javascript:alert(1)' } }).success).toBe(false);
  expect(announcementInput.safeParse({ title: 't', description: 'd', extra: 1 }).success).toBe(false);
});

test('announcement query: defaults, comma lists, limit bound', () => {
  expect(announcementQuery.parse({ target_device: 'ALL,WEB_ONLY', active_only: 'true', sort: '1' })).toEqual({
    page: 1,
    limit: 10,
    target_device: ['ALL', 'WEB_ONLY'],
    active_only: true,
    sort: '1',
  });
  expect(announcementQuery.safeParse({ limit: '1000' }).success).toBe(false);
  expect(announcementQuery.safeParse({ target: 'ALL,NOBODY' }).success).toBe(false);
});

test('user patch: phone international without a country, strict fields', () => {
  expect(userPatchBody.safeParse({ phone_number: '+6581234567' }).success).toBe(true);
  expect(messages(userPatchBody.safeParse({ phone_number: '81234567' }))).toEqual({
    phone_number: 'Enter the phone number with its country code, e.g. +6581234567',
  });
  expect(userPatchBody.safeParse({ role: ['ADMIN'] }).success).toBe(false);
});

test('address and password bodies', async () => {
  expect(addressBody.parse({ country: 'SG', address1: '1 Main St', city: 'Singapore', postalCode: '123456' })).toMatchObject({
    country: 'sg',
    address2: '',
    province: '',
  });
  expect(messages(await updatePasswordBody.safeParseAsync({ old_password: '', new_password: 'short' }))).toEqual({
    old_password: 'Current password is required',
    new_password: 'Password must be at least 8 characters',
  });
});

test('contact form', () => {
  expect(contactMessageBody.parse({ name: 'Ada', email: 'a@b.co', message: 'Hello there, team' })).toMatchObject({ topic: 'general', phone: '' });
  expect(messages(contactMessageBody.safeParse({ name: 'Ada', email: 'a@b.co', message: 'short' }))).toEqual({
    message: 'Message must be at least 10 characters',
  });
});

test('error envelope guard', () => {
  expect(isApiErrorEnvelope({ error: { code: 'NOT_FOUND', message: 'x' } })).toBe(true);
  expect(isApiErrorEnvelope({ error: null })).toBe(false);
  expect(isApiErrorEnvelope('error')).toBe(false);
});

test('dark-mode cookie name carries the product', () => {
  expect(COOKIE_NAMES.darkMode('venuely')).toBe('venuelyDarkmode');
});
