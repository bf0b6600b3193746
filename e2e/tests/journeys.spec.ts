import { expect, test, type Page } from './fixtures';
import { NEW_PASSWORD, linkTo, uniqueEmail, verifiedAccount, waitForMail } from './accounts-helpers';
import { TENANT, muteAnnouncementsFor, signIn } from './helpers';

// Journeys across pages (docs/adr/0105-journeys-across-pages.md): where a page opens scrolled, the
// skip link, what survives signing up, and an announcement closed for the visit.

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

/** Resolves after the page has drawn two more frames. */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a page reached by a link starts at the top; Back returns to where the person was', async ({ page }) => {
      await page.goto('/sg/venues');
      const cards = page.getByTestId('venue-card');
      await expect(cards.first()).toBeVisible();
      // Far enough down that the old behaviour (keeping the offset) would hide the venue's name.
      const card = cards.nth(3);
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
      await drawn(page);
      const before = await scrollY(page);

      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/sg\/venues\/[^/?]+$/);
      const name = page.getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await expect(name).toBeInViewport();

      await page.goBack();
      await expect(page).toHaveURL(/\/sg\/venues$/);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 3);
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
    });

    test('the skip link is the first stop of the keyboard and moves the focus to the page', async ({ page }) => {
      await page.goto('/sg/venues');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('remote-slot');
      await expect(page).toHaveURL(/\/sg\/venues$/);
    });
  });
}

test.describe('signing up in the middle of an enquiry', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the venue, space, date, times and guests are waiting after the e-mail is confirmed in a new tab', async ({ page, context, request }) => {
    const search = await request.get('/api/v1/venues/search?country=sg&limit=1', { headers: TENANT });
    const slug = (await search.json()).data.data[0].slug as string;
    await page.goto(`/sg/venues/${slug}`);

    // Check a date, then "Enquire" on an available space, as a visitor.
    const check = page.getByRole('region', { name: 'Availability and price' });
    const date = new Date(Date.now() + 45 * 86400_000).toISOString().slice(0, 10);
    await check.getByLabel('Date').fill(date);
    await check.getByLabel('Start').selectOption('10:00');
    await check.getByLabel('Guests').fill('12');
    await check.getByRole('button', { name: 'Check' }).click();
    const enquire = check.getByRole('link', { name: /^Enquire/ }).first();
    await expect(enquire).toBeVisible();
    await enquire.click();
    await expect(page.getByText('Sign in to send your enquiry')).toBeVisible();
    const wanted = new URL(page.url()).searchParams.get('returnTo')!;
    expect(wanted).toContain(`date=${date}`);

    // No account yet: create one.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('link', { name: /I am planning an event/ }).click();
    await expect(page.getByText(/The venue, space, date, times and guests you chose are kept/)).toBeVisible();
    const email = uniqueEmail('enquirer');
    await page.getByLabel('First name').fill('Mei');
    await page.getByLabel('Last name').fill('Tan');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // The e-mail's link opens in a new tab of the same browser.
    const mail = await waitForMail(request, { to: email, template: 'verify-email' });
    const tab = await context.newPage();
    await tab.goto(linkTo(mail, '/verify-email/'));
    await expect(tab.getByText('Sign in to continue where you left off.')).toBeVisible();
    // Confirmed: no announcement may cover the pages that follow.
    await muteAnnouncementsFor(email, 'user', NEW_PASSWORD);
    await tab.getByRole('link', { name: 'Sign in' }).click();
    await tab.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Back on the enquiry, filled in as it was left.
    await expect(tab).toHaveURL((url) => url.pathname + url.search === wanted);
    const form = tab.getByRole('form', { name: 'Enquiry' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Guests')).toHaveValue('12');
  });
});

test.describe('an announcement closed for the visit', () => {
  test('stays closed after a reload; a new visit shows it again', async ({ page, browser, request }) => {
    const person = await verifiedAccount(request, 'user', 'closer');
    const listed = (p: Page) => p.waitForResponse((r) => /\/api\/v1\/admin\/announcements\?/.test(r.url()));
    const answered = listed(page);
    await signIn(page, person.email, 'user', { password: person.password, keepAnnouncements: true });
    await answered;
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const first = (await dialog.getByRole('heading').first().textContent())!;
    // Close every one of them without "Don't show me this again".
    while (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: /close/i }).first().click();
      await drawn(page);
    }

    const again = listed(page);
    await page.reload();
    await again;
    await drawn(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Another visit (a new browser session) shows it again: it was closed, not dismissed for good.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const next = await other.newPage();
      await signIn(next, person.email, 'user', { password: person.password, keepAnnouncements: true });
      await expect(next.getByRole('dialog')).toContainText(first);
    } finally {
      await other.close();
    }
  });
});
