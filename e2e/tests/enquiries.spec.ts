import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, TENANT, closeAnnouncements } from './helpers';

// Issue 10: a customer and a venue's team in two browsers. An enquiry from the venue page, a
// message that appears on the other side without a reload, and a badge that counts up live.

async function signInAt(page: Page, email: string, role: 'user' | 'venue') {
  await page.goto(`/sg/login/${role}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await closeAnnouncements(page);
}

/** A published venue of the demo owner's organisation (the one the owner answers for). */
async function ownersVenue(page: Page): Promise<string> {
  const login = await page.request.post('/api/v2/auth/login', { headers: TENANT, data: { email: 'owner@demo.test', password: PASSWORD, role: 'venue' } });
  const token = (await login.json()).data.accessToken as string;
  const list = await page.request.get('/api/v1/enquiries', { headers: { ...TENANT, authorization: `Bearer ${token}` }, params: { limit: 1 } });
  return ((await list.json()).data.data[0].venue.slug as string) ?? '';
}

test('an enquiry from the venue page, a live chat between the two sides, and a live badge', async ({ browser }) => {
  test.setTimeout(120_000);
  const customerCtx = await browser.newContext();
  const venueCtx = await browser.newContext();
  const customer = await customerCtx.newPage();
  const venue = await venueCtx.newPage();

  const slug = await ownersVenue(venue);
  await signInAt(venue, 'owner@demo.test', 'venue');
  await venue.goto('/sg/enquiries');
  await expect(venue.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const badge = venue.getByRole('link', { name: /^Enquiries/ }).first();
  const before = Number((await badge.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  // The customer enquires from the venue page (signing in on the way, told why).
  await customer.goto(`/sg/venues/${slug}`);
  await customer.getByRole('link', { name: 'Send enquiry' }).first().click();
  await expect(customer.getByText('Sign in to send your enquiry')).toBeVisible();
  await customer.getByLabel(/e-?mail/i).fill('friend@demo.test');
  await customer.getByLabel(/^password/i).fill(PASSWORD);
  await customer.getByRole('button', { name: /sign in/i }).click();
  await expect(customer).toHaveURL(/\/sg\/enquiries\/new\?venue=/);
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  // An announcement pop-up may still arrive after sign-in: close it and try again.
  await expect(async () => {
    await closeAnnouncements(customer);
    await customer.getByLabel('Type of event').click({ timeout: 3_000 });
    await customer.locator('.ant-select-item-option', { hasText: 'Workshops' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await customer.getByLabel('Date').fill(date);
  await customer.getByLabel('Guests').fill('18');
  const text = `E2E workshop ${Date.now()}`;
  await customer.getByLabel('Message').fill(text);
  await customer.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(customer).toHaveURL(/\/sg\/enquiries\/[0-9a-f-]{36}$/);
  await expect(customer.getByRole('log')).toContainText(text);

  // The venue's badge counts up without a reload, and the new conversation is in its inbox.
  await expect.poll(async () => Number((await badge.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(venue.getByText(text)).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await closeAnnouncements(venue);
    await venue.getByRole('link', { name: 'Fran Friend' }).first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(venue.getByRole('log')).toContainText(text);

  // A reply appears in the customer's open chat without a reload, and the reverse.
  await closeAnnouncements(customer);
  const reply = `Yes, we can host your workshop ${Date.now()}`;
  await venue.getByLabel(/^Message to/).fill(reply);
  await venue.getByRole('button', { name: 'Send' }).click();
  await expect(customer.getByRole('log')).toContainText(reply, { timeout: 15_000 });
  const answer = `Great, thank you ${Date.now()}`;
  await customer.getByLabel(/^Message to/).fill(answer);
  await customer.keyboard.press('Enter');
  await expect(venue.getByRole('log')).toContainText(answer, { timeout: 15_000 });
  // The venue had the chat open: its reply shows as seen by the customer.
  await expect(venue.getByRole('log')).toContainText('Seen', { timeout: 15_000 });

  await customerCtx.close();
  await venueCtx.close();
});
