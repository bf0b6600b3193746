import { expect, test, type Locator, type Page } from './fixtures';
import { NEW_PASSWORD, linkTo, uniqueEmail, waitForMail } from './accounts-helpers';
import { TENANT } from './helpers';

// Enquiring while signed out (docs/adr/0114-enquiring-before-signing-up.md): a visitor writes the
// enquiry first, it waits on the device while they sign up, and confirming the e-mail in the same
// browser signs them in and sends it. One journey per size; what the pages do alone is in jest
// (the draft store, the form, the sign-up and verify pages, the server's device binding).

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

/** The element lies inside the viewport's width (nothing cut off or scrolled sideways). */
async function withinWidth(page: Page, el: Locator) {
  const box = (await el.boundingBox())!;
  expect(box, 'drawn').toBeTruthy();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
  return box;
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a visitor writes an enquiry, signs up, confirms the e-mail in the same browser and lands in the sent conversation', async ({ page, context, request }) => {
      // Every screen the visitor is shown, in order (a new address of the site is a new screen; the
      // sign-up form and "Check your inbox" share one address and are counted apart below).
      const screens: string[] = [];
      const track = (p: Page) =>
        p.on('framenavigated', (f) => {
          if (f !== p.mainFrame()) return;
          const u = new URL(f.url());
          const at = u.pathname + u.search;
          if (screens.at(-1) !== at) screens.push(at);
        });
      track(page);

      const search = await request.get('/api/v1/venues/search?country=sg&limit=1', { headers: TENANT });
      const venue = (await search.json()).data.data[0] as { slug: string; name: string };

      // 1. The venue page: "Send enquiry" opens the form, no sign-in on the way.
      await page.goto(`/sg/venues/${venue.slug}`);
      await page.getByRole('link', { name: 'Send enquiry' }).locator('visible=true').first().click();

      // 2. The form, signed out.
      await expect(page).toHaveURL(new RegExp(`/sg/enquiries/new\\?venue=${venue.slug}$`));
      const form = page.getByRole('form', { name: 'Enquiry' });
      await expect(page.getByRole('heading', { level: 1, name: `Enquire about ${venue.name}` })).toBeVisible();
      await expect(form.getByText(/your enquiry waits on this device/)).toBeVisible();
      // "Type of event" by keyboard: type "wed", Enter picks Weddings.
      const type = form.getByRole('combobox', { name: 'Type of event' });
      await type.focus();
      await page.keyboard.type('wed');
      await expect(page.locator('.ant-select-item-option')).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(form.locator('.ant-select').first()).toContainText('Weddings');
      const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel('Date').fill(date);
      await form.getByLabel('Date').press('Enter');
      await form.getByLabel('Guests').fill('60');
      const text = `Signed-out wedding enquiry ${size.name} ${Date.now()}`;
      await form.getByLabel('Message').fill(text);
      const send = form.getByRole('button', { name: 'Send enquiry' });
      const sendBox = await withinWidth(page, send);
      expect(sendBox.y).toBeGreaterThan((await withinWidth(page, form.getByLabel('Message'))).y);
      await page.screenshot({ path: `test-results/enquire-signed-out-${size.name}-form.png`, fullPage: true });
      await send.click();

      // 3. A customer's sign-up (no kind-of-account choice), saying the enquiry waits.
      await expect(page).toHaveURL(/\/sg\/signup\/user\?returnTo=/);
      const waiting = page.getByText(`Your enquiry to ${venue.name} is ready: sign up or sign in to send it.`);
      await expect(waiting).toBeVisible();
      const email = uniqueEmail(`enquirer-${size.name}`);
      const first = page.getByLabel('First name');
      // The notice is above the form, where it is read first, and fits the screen.
      expect((await withinWidth(page, waiting)).y).toBeLessThan((await first.boundingBox())!.y);
      await page.screenshot({ path: `test-results/enquire-signed-out-${size.name}-signup.png`, fullPage: true });
      await first.fill('Mei');
      await page.getByLabel('Last name').fill('Tan');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('checkbox', { name: /terms of use/ }).check();
      await page.getByRole('button', { name: 'Create account' }).click();

      // 4. "Check your inbox": the enquiry is still only on this device.
      await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
      screens.push('(check your inbox)');
      await expect(page.getByText(`Open the link in this browser: you are signed in and your enquiry to ${venue.name} is sent.`)).toBeVisible();
      const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('venues:enquiry-draft:')));
      expect(kept).toHaveLength(1);

      // 5. The e-mail's link, opened in a new tab of the same browser (as a mail client does).
      const mail = await waitForMail(request, { to: email, template: 'verify-email' });
      const tab = await context.newPage();
      screens.push('(new tab)');
      track(tab);
      await tab.goto(linkTo(mail, '/verify-email/'));

      // 6. Signed in there, the kept enquiry is sent and its conversation opens.
      await expect(tab).toHaveURL(/\/sg\/enquiries\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      const log = tab.getByRole('log');
      await expect(log).toContainText(text);
      await withinWidth(tab, log);
      await tab.screenshot({ path: `test-results/enquire-signed-out-${size.name}-conversation.png` });
      // Sent once, and no longer kept.
      expect(await tab.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('venues:enquiry-draft:')))).toHaveLength(0);
      const token = (await context.cookies()).find((c) => c.name === 'accessToken')?.value;
      expect(token, 'signed in').toBeTruthy();
      const list = await tab.request.get('/api/v1/enquiries?page=1&limit=10', { headers: { ...TENANT, authorization: `Bearer ${decodeURIComponent(token!)}` } });
      expect(list.status()).toBe(200);
      expect(JSON.stringify(await list.json()).split(text).length - 1).toBe(1);

      // The screens from the venue page to the sent enquiry (11 before).
      const shown = screens.filter((s) => !s.startsWith('(new tab'));
      console.log(`[${size.name}] screens from the venue page to the sent enquiry: ${shown.length}\n  ${shown.join('\n  ')}`);
      expect(shown.length).toBeLessThanOrEqual(7);
    });
  });
}
