import { expect, test, type Page } from './fixtures';
import { verifiedAccount } from './accounts-helpers';
import { signIn } from './helpers';

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

// Signing up in the middle of an enquiry: e2e/tests/enquire-signed-out.spec.ts (docs/adr/0114).

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
