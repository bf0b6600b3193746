import {
  accountToken,
  completeProfileBody,
  dateOfBirth,
  deleteAccountBody,
  emailChangeBody,
  googleCallbackBody,
  googleUrlQuery,
  inviteBody,
  notificationPreferencesBody,
  passwordPolicy,
  passwordResetBody,
  passwordStrength,
  personalWords,
  primaryPhoneBodyFor,
  registrationBody,
  updatePasswordBody,
  userPatchBodyFor,
  PASSWORD_MESSAGES,
} from './index';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The first message per field, as the server's details.fields and the forms show them. */
const messages = (r: Issues) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

const person = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'Analytical-Engine-1843',
  role: 'user',
  country: 'sg',
  accept_terms: true,
} as const;

describe('password policy', () => {
  it('refuses short, long and common passwords with one message each', async () => {
    expect(messages(await passwordPolicy.safeParseAsync(''))).toEqual({ '': PASSWORD_MESSAGES.required });
    expect(messages(await passwordPolicy.safeParseAsync('Ab1!'))).toEqual({ '': PASSWORD_MESSAGES.min });
    expect(messages(await passwordPolicy.safeParseAsync('x'.repeat(129)))).toEqual({ '': PASSWORD_MESSAGES.max });
    for (const common of ['password', 'password1', 'Passw0rd!', 'qwertyuiop', 'sunshine2024', 'aaaaaaaaaaaa', '12345678']) {
      expect(messages(await passwordPolicy.safeParseAsync(common))).toEqual({ '': PASSWORD_MESSAGES.common });
    }
  });

  it('refuses the published demo password and its near-misses', async () => {
    for (const published of ['Demo-pass-2026', 'demo-pass-2026', 'Demo-Pass-2026!', 'Dem0-pass-2026']) {
      expect({ published, messages: messages(await passwordPolicy.safeParseAsync(published)) }).toEqual({ published, messages: { '': PASSWORD_MESSAGES.common } });
    }
  });

  it('accepts long, uncommon passwords up to 128 characters', async () => {
    for (const ok of ['Lantern-pass-2031', 'correct horse battery staple', 'Zq8#mLp2vRt!', 'tangerine-otter-velvet-42'.padEnd(128, 'x')]) {
      expect((await passwordPolicy.safeParseAsync(ok)).success).toBe(true);
    }
  });

  it('the strength meter reads the same estimator', async () => {
    const weak = await passwordStrength('password1');
    const strong = await passwordStrength('correct horse battery staple');
    expect(weak).toMatchObject({ score: 0, label: 'Very weak', acceptable: false });
    expect(strong.score).toBeGreaterThanOrEqual(3);
    expect(strong.acceptable).toBe(true);
  });

  it("refuses a password made of the person's own name or e-mail", async () => {
    expect(personalWords('Ada', 'ada.lovelace@example.com', undefined)).toEqual(['ada', 'lovelace', 'example', 'com']);
    const r = await registrationBody.safeParseAsync({ ...person, first_name: 'Bartholomew', password: 'Bartholomew2024' });
    expect(messages(r)).toEqual({ password: PASSWORD_MESSAGES.common });
  });

  it('update-password: policy, and different from the current one', async () => {
    expect(messages(await updatePasswordBody.safeParseAsync({ old_password: 'x', new_password: 'password' }))).toEqual({ new_password: PASSWORD_MESSAGES.common });
    expect(messages(await updatePasswordBody.safeParseAsync({ old_password: 'Lantern-pass-2031', new_password: 'Lantern-pass-2031' }))).toEqual({
      new_password: 'Choose a password different from your current one',
    });
    expect((await passwordResetBody.safeParseAsync({ password: 'Analytical-Engine-1843' })).success).toBe(true);
  });
});

describe('registration', () => {
  it('a customer: trims, lowercases, no organization, phone in E.164', async () => {
    const r = await registrationBody.parseAsync({ ...person, email: ' Ada@Example.COM ', country: 'SG', phone_number: '8123 4567' });
    expect(r).toEqual({ ...person, email: 'ada@example.com', country: 'sg', organization_name: '', phone_number: '+6581234567' });
  });

  it('a venue needs its organization name', async () => {
    expect(messages(await registrationBody.safeParseAsync({ ...person, role: 'venue' }))).toEqual({ organization_name: 'Venue or company name is required' });
    const ok = await registrationBody.parseAsync({ ...person, role: 'venue', organization_name: ' Harbour Hall ' });
    expect(ok.organization_name).toBe('Harbour Hall');
  });

  it('names every failing field, with the phone checked for the country', async () => {
    const r = await registrationBody.safeParseAsync({
      first_name: ' ',
      email: 'nope',
      password: 'short',
      role: 'admin',
      country: 'sg',
      phone_number: '+65 1234',
      accept_terms: false,
      extra: 1,
    });
    expect(messages(r)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Enter a valid email address',
      password: PASSWORD_MESSAGES.min,
      role: 'Choose a customer or a venue account',
      accept_terms: 'Accept the terms and privacy policy to continue',
      '': 'Unrecognized key: "extra"',
      phone_number: 'Enter a valid Singapore phone number, e.g. +65 8123 4567',
    });
  });
});

describe('tokens, invitations, Google', () => {
  it('a link token is 32–128 base64url characters', () => {
    expect(accountToken.safeParse('A'.repeat(43)).success).toBe(true);
    expect(accountToken.safeParse('short').success).toBe(false);
    expect(accountToken.safeParse(`${'A'.repeat(40)}'--`).success).toBe(false);
  });

  it('invite: venue admin or member only', () => {
    expect(inviteBody.parse({ email: 'Team@Example.com', assigned_roles: 4 })).toEqual({ email: 'team@example.com', assigned_roles: 4 });
    expect(messages(inviteBody.safeParse({ email: 'a@b.co', assigned_roles: 1 }))).toEqual({ assigned_roles: 'Choose venue admin (2) or venue member (4)' });
  });

  it('complete-profile: names and the policy', async () => {
    expect(messages(await completeProfileBody.safeParseAsync({ first_name: '', last_name: 'X', password: '12345678' }))).toEqual({
      first_name: 'First name is required',
      password: PASSWORD_MESSAGES.common,
    });
  });

  it('Google: role defaults to user, returnTo must stay on this site', () => {
    expect(googleUrlQuery.parse({})).toEqual({ role: 'user' });
    expect(googleUrlQuery.parse({ role: 'venue', returnTo: '/sg/venues?x=1' })).toEqual({ role: 'venue', returnTo: '/sg/venues?x=1' });
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'sg/venues', '/a\u0001b']) {
      expect(messages(googleUrlQuery.safeParse({ returnTo: bad }))).toEqual({ returnTo: 'Return path must be a path on this site, starting with /' });
    }
    expect(messages(googleCallbackBody.safeParse({ code: '' }))).toEqual({ code: 'The sign-in code is missing', state: 'The sign-in state is missing' });
  });
});

describe('profile', () => {
  it('date of birth: real, past, age 13–120', () => {
    const y = new Date().getUTCFullYear();
    expect(dateOfBirth.safeParse('1990-04-01').success).toBe(true);
    expect(messages(dateOfBirth.safeParse('1990-02-30'))).toEqual({ '': 'Enter a real date' });
    expect(messages(dateOfBirth.safeParse(`${y + 1}-01-01`))).toEqual({ '': 'Date of birth must be in the past' });
    expect(messages(dateOfBirth.safeParse(`${y - 5}-01-01`))).toEqual({ '': 'You must be at least 13 years old' });
    expect(messages(dateOfBirth.safeParse(`${y - 130}-01-01`))).toEqual({ '': 'Enter a date of birth within the last 120 years' });
    expect(messages(dateOfBirth.safeParse('01/04/1990'))).toEqual({ '': 'Use the date format YYYY-MM-DD' });
  });

  it('phones are checked for the account country; a number in the body can be cleared', () => {
    const sg = primaryPhoneBodyFor('sg');
    expect(sg.parse({ primaryPhone: '6123 4567' })).toEqual({ primaryPhone: '+6561234567' });
    expect(sg.parse({ primaryPhone: '' })).toEqual({ primaryPhone: '' });
    expect(messages(sg.safeParse({ primaryPhone: '+65 1234' }))).toEqual({ primaryPhone: 'Enter a valid Singapore phone number, e.g. +65 8123 4567' });
    expect(messages(sg.safeParse({ primaryPhone: '+60 12-345 6789' }))).toEqual({ primaryPhone: '+60 12 345 6789 is a Malaysia number: choose Malaysia as the country, or enter a valid Singapore phone number, e.g. +65 8123 4567' });
  });

  it('user patch: phone for the country sent with it, else the account country', () => {
    const patch = userPatchBodyFor('sg');
    expect(patch.parse({ phone_number: '9123 4567' })).toEqual({ phone_number: '+6591234567' });
    expect(patch.parse({ country: 'MY', phone_number: '012-345 6789' })).toEqual({ country: 'my', phone_number: '+60123456789' });
    expect(messages(patch.safeParse({ profile_picture: 'https://tracker.example/x.png' }))).toEqual({ profile_picture: 'Upload the picture instead of linking to it' });
  });

  it('e-mail change and delete need the password', () => {
    expect(messages(emailChangeBody.safeParse({ email: 'new@example.com' }))).toEqual({ password: 'Enter your password to confirm' });
    expect(messages(deleteAccountBody.safeParse({}))).toEqual({ password: 'Enter your password to confirm' });
  });

  it('notification preferences: known types, booleans, no duplicates', () => {
    expect(notificationPreferencesBody.parse([{ type: 'MESSAGE', email: false, in_app: true }])).toHaveLength(1);
    expect(
      messages(
        notificationPreferencesBody.safeParse([
          { type: 'MESSAGE', email: false, in_app: true },
          { type: 'PARTY', email: 'no', in_app: true },
        ]),
      ),
    ).toEqual({ '1.type': expect.stringMatching(/^Type must be one of INQUIRY/), '1.email': 'email must be true or false' });
    expect(
      messages(
        notificationPreferencesBody.safeParse([
          { type: 'MESSAGE', email: false, in_app: true },
          { type: 'MESSAGE', email: true, in_app: true },
        ]),
      ),
    ).toEqual({ '1.type': 'MESSAGE is listed twice' });
    expect(notificationPreferencesBody.safeParse({ type: 'MESSAGE' }).success).toBe(false);
  });
});
