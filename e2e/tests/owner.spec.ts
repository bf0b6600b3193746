import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { TENANT, apiToken, sessionOf, useStoredSession } from './helpers';
import { linkTo, muteAnnouncements, uniqueEmail, verifiedAccount, waitForMail, NEW_PASSWORD } from './accounts-helpers';

// A venue owner lists a venue from an empty account (two spaces, photos), submits it, an
// administrator approves it and guests find it; a blocked date takes it out of that date's search;
// an invited member joins from the mail and cannot open the sales page; ownership changes hands.

/** A real PNG of w×h pixels in one colour (the server wants at least 640×400 and decodes it). */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function api(request: APIRequestContext, token: string) {
  const headers = { ...TENANT, authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => {
      const r = await request.get(`/api${path}`, { headers });
      expect(r.status(), `${path}: ${await r.text()}`).toBe(200);
      return (await r.json()).data;
    },
    post: async (path: string, data: unknown = {}) => {
      const r = await request.post(`/api${path}`, { headers, data });
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300);
      return (await r.json()).data;
    },
  };
}

/** Fills a space's type, capacity and hourly price on its page (saved as typed), then goes back to the wizard. */
async function fillSpace(page: Page, standing: string, perHour: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Still needs:/)).toBeVisible();
  // antd's Select: open the list, pick the option; it shows as chosen.
  const details = page.getByRole('form', { name: 'Space details' });
  await page.getByRole('combobox', { name: 'Type of space' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Function room"]').click();
  await expect(details.getByTitle('Function room')).toBeVisible();
  await page.getByLabel('Standing').fill(standing);
  await page.getByRole('checkbox', { name: 'Hourly rate' }).check();
  await page.getByLabel('Per hour (SGD)').fill(perHour);
  // Both sections saved: the server's answer leaves nothing to fill in.
  await expect(page.getByText(/Still needs:/)).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to the venue' }).click();
}

// @catalogue: it changes what guests find (playwright.config.ts runs those tests one at a time).
test('an owner lists a venue with two spaces and photos, submits it, an administrator approves it and it is found by search; a blocked date takes it out of that date', { tag: '@catalogue' }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await verifiedAccount(request, 'venue', 'owner');
  await sessionOf(page.context(), owner);
  const name = `Lantern Loft ${Date.now().toString(36)}`;

  // From the offer page to the guided listing.
  await page.goto('/sg/list-your-venue');
  await page.getByRole('link', { name: 'List a new venue' }).first().click();
  await page.getByLabel('What is the venue called?').fill(name);
  await page.getByRole('button', { name: 'Start listing' }).click();
  await expect(page).toHaveURL(/new-venue\?venue=[\w-]+&step=details/);
  const venueId = new URL(page.url()).searchParams.get('venue')!;

  // Details, then location: saved as they are typed.
  await page.getByLabel('Description', { exact: true }).fill('A warehouse loft with lanterns, a long bar and a roof terrace over the river, for parties and launches.');
  await page.getByRole('checkbox', { name: 'Parties' }).check();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Street address').fill('12 Mohamed Sultan Road');
  await page.getByLabel('City').fill('Singapore');
  await page.getByLabel('Map pin: latitude').fill('1.2918');
  await page.getByLabel('Map pin: longitude').fill('103.8410');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Photos: two uploads, resized by the server; the first is the cover.
  await page.locator('input[type=file]').setInputFiles([
    { name: 'loft.png', mimeType: 'image/png', buffer: png(800, 500, [200, 120, 40]) },
    { name: 'terrace.png', mimeType: 'image/png', buffer: png(900, 600, [40, 120, 200]) },
  ]);
  await expect(page.getByRole('list', { name: 'Photos, the first is the cover' }).getByRole('img')).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Two spaces, each filled in on its own page.
  for (const [space, standing, perHour] of [
    ['Loft Floor', '120', '180'],
    ['Roof Terrace', '60', '95'],
  ] as const) {
    await page.getByLabel('New space').fill(space);
    await page.getByRole('button', { name: 'Add a space' }).click();
    await fillSpace(page, standing, perHour);
    await expect(page).toHaveURL(/step=spaces/);
  }
  await expect(page.getByRole('list', { name: 'Spaces' }).getByRole('listitem')).toHaveCount(2);

  // The draft is resumable: leaving and coming back by the drafts page lands on the next step to do.
  await page.goto('/sg/venues/management/drafts');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto(`/sg/venues/management/new-venue?venue=${venueId}&step=review`);
  await expect(page.getByText('Everything is filled in')).toBeVisible();

  // The preview is the public page's own components.
  await page.getByRole('link', { name: 'Preview' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Roof Terrace' })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/management/venue/${venueId}$`));
  await expect(page.getByText('Waiting for approval.')).toBeVisible();

  // An administrator approves it (on their review pages), and guests find it.
  const admin = await api(request, await apiToken(request, 'admin@demo.test', 'admin'));
  await admin.post(`/v1/admin/venues/${venueId}/approve`);
  await page.goto(`/sg/venues/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();

  // Blocking both spaces for a whole day takes it out of that day's search.
  const signedIn = await request.post('/api/v1/auth/login', { headers: TENANT, data: { email: owner.email, password: owner.password, role: 'venue' } });
  const ownerApi = await api(request, (await signedIn.json()).data.accessToken as string);
  const venue = await ownerApi.get(`/v1/owner/venues/${venueId}`);
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const found = async (date?: string) => {
    const r = await request.get(`/api/v1/venues/search?country=sg&q=${encodeURIComponent(name)}${date ? `&date=${date}` : ''}`, { headers: TENANT });
    return ((await r.json()).data.data as { _id: string }[]).some((v) => v._id === venueId);
  };
  expect(await found(day)).toBe(true);
  for (const s of venue.spaces as { _id: string }[]) {
    await ownerApi.post(`/v1/spaces/${s._id}/blocks`, { start_at: `${day}T00:00:00+08:00`, end_at: `${day}T23:59:00+08:00`, note: 'Private event' });
  }
  expect(await found(day)).toBe(false);
  expect(await found()).toBe(true);
  await page.goto(`/sg/venues/search?q=${encodeURIComponent(name)}&date=${day}`);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
});

/** Invites someone from the team page, as the signed-in owner or venue admin. */
async function inviteFromTeamPage(page: Page, email: string, firstName: string, role: 'Venue admin' | 'Venue member') {
  await page.goto('/sg/team-members');
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name (optional)').fill(firstName);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${role}"]`).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toBeVisible();
}

/** Completes an invitation from its mail in `page` (signed out), which signs the person in. */
async function joinFromMail(page: Page, request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, { to: email, template: 'team-invitation' });
  await page.goto(linkTo(mail, '/signup/complete-profile/'));
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page).not.toHaveURL(/complete-profile/);
  await muteAnnouncements(page);
}

test('an invited venue member joins from the e-mail, answers enquiries but cannot open the sales page', async ({ page, otherPage: member, request }) => {
  test.setTimeout(60_000); // two browsers and a mail: past the default under load (35 s measured)
  await useStoredSession(page, 'owner@demo.test');
  const email = uniqueEmail('member');
  await inviteFromTeamPage(page, email, 'Mei', 'Venue member');

  await joinFromMail(member, request, email);
  // The team's conversations are theirs to answer…
  await member.goto('/sg/enquiries');
  await expect(member.getByRole('link', { name: /Uma|Una|Fran/ }).first()).toBeVisible();
  // …but not the owner area.
  await member.goto('/sg/sales');
  await expect(member.getByText('No access')).toBeVisible();
  await member.goto('/sg/venues/management');
  await expect(member.getByText('No access')).toBeVisible();
});

test('an owner hands the ownership to a team member, who accepts from the e-mailed link; the old owner becomes a venue admin', async ({ page, otherPage: other, request }) => {
  test.setTimeout(90_000);
  const owner = await verifiedAccount(request, 'venue', 'owner');
  await sessionOf(page.context(), owner);
  const heir = uniqueEmail('heir');
  await inviteFromTeamPage(page, heir, 'Hana', 'Venue member');
  await joinFromMail(other, request, heir);

  // The owner offers the ownership; the member gets a link.
  await page.reload();
  const transfer = page.getByRole('form', { name: 'Transfer ownership' });
  await transfer.getByLabel('New owner’s e-mail').fill(heir);
  await transfer.getByRole('button', { name: 'Transfer ownership' }).click();
  await page.getByRole('button', { name: 'Send transfer link' }).click();
  await expect(page.getByText(`Waiting for ${heir} to accept`)).toBeVisible();

  const mail = await waitForMail(request, { to: heir, template: 'ownership-transfer' });
  await other.goto(linkTo(mail, '/callback/venue/transfer-ownership/'));
  await other.getByRole('button', { name: 'Accept ownership' }).click();
  await expect(other.getByText(/You now own/)).toBeVisible();
  // The new owner has the owner's tools: the sales page and the transfer section.
  await other.goto('/sg/team-members');
  await expect(other.getByRole('form', { name: 'Transfer ownership' })).toBeVisible();

  // The old owner is a venue admin now: the team page, without the transfer section.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(owner.email.replace(/[.+]/g, '\\$&')) })).toContainText('Venue admin');
  await expect(page.getByRole('row', { name: new RegExp(heir.replace(/[.+]/g, '\\$&')) })).toContainText('Owner');
  await expect(page.getByRole('form', { name: 'Transfer ownership' })).toHaveCount(0);
});
