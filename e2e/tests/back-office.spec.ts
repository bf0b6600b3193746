import { expect, test } from './fixtures';
import { signIn, useStoredSession, sidewaysOverflow } from './helpers';

// The back offices on a laptop and on a phone: each role lands on its home after signing in (the
// owner's dashboard, the administrators' review home) and moves between its pages by the area's
// navigation; the owner's week calendar keeps each hour label level with its row; screenshots of
// the week and of all spaces are kept as test artefacts (e2e/test-results/<test>/*.png).

const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the owner lands on the dashboard and moves between the owner area’s pages by its navigation', async ({ page }) => {
      await signIn(page, 'owner@demo.test', 'venue');
      await expect(page).toHaveURL(/\/sg\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const waiting = page.getByRole('region', { name: 'Needs an answer' });
      await expect(waiting.getByRole('link', { name: /Conversations to answer/ })).toBeVisible();
      // The demo owner has a conversation waiting for an answer, and today's enquiry.
      await expect(page.getByRole('region', { name: /^Conversations to answer/ }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: /^Today’s enquiries/ }).getByRole('listitem').first()).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Your venues' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Availability' }).click();
      await expect(page).toHaveURL(/\/sg\/availability$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Availability' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Sales' }).click();
      await expect(page).toHaveURL(/\/sg\/sales$/);
      // The charts' legends: a label with no month pointed at has no value, and no colon after it.
      const legend = page.locator('.sales-chart__box .u-legend').first();
      await expect(legend.locator('th').first()).toBeVisible();
      const dangling = await legend.locator('tr').evaluateAll((rows) =>
        rows.filter((r) => !r.querySelector('td')?.textContent && getComputedStyle(r.querySelector('th')!, '::after').content.includes(':')).length,
      );
      expect(dangling).toBe(0);
      // Drawn with its data, the page is no wider than the screen (the charts' table for screen readers stuck out 4 px on a phone).
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/sg\/dashboard$/);
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      // Nothing wider than the screen.
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('the administrator lands on the review home, whose counts open their lists', async ({ page }) => {
      await signIn(page, 'admin@demo.test', 'admin');
      await expect(page).toHaveURL(/\/sg\/admin$/);
      const waiting = page.getByRole('region', { name: 'Waiting for review' });
      await expect(waiting.getByRole('link', { name: /Venues submitted for approval/ })).toBeVisible();
      await expect(waiting.getByRole('link', { name: /Reported reviews still shown/ })).toBeVisible();
      await expect(waiting.getByRole('link', { name: /Refunds that need a person/ })).toBeVisible();
      await waiting.getByRole('link', { name: /Venues submitted for approval/ }).click();
      await expect(page).toHaveURL(/\/sg\/venues\/management\/admin-venue$/);
      const nav = page.getByRole('navigation', { name: 'Administration' });
      await expect(nav.getByRole('link', { name: 'Venue review' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/sg\/admin$/);
    });

    test('the owner’s week: the 21:00 label is level with its row; screenshots of the week and of all spaces', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await useStoredSession(page, 'owner@demo.test');
      await page.goto('/sg/availability?view=week');
      const label = page.locator('.av-week__hours [data-hour="21"]');
      await expect(label).toHaveText('21:00');
      // The last day's 21:00 row: the label must sit on it, not drift (2 px at most).
      const row = page.locator('.av-week__col').last().locator('[data-hour="21"]');
      await label.scrollIntoViewIfNeeded();
      const [l, r] = [await label.boundingBox(), await row.boundingBox()];
      expect(l && r).toBeTruthy();
      expect(Math.abs(l!.y - r!.y)).toBeLessThanOrEqual(2);
      expect(Math.abs(l!.height - r!.height)).toBeLessThanOrEqual(2);
      await page.waitForLoadState('networkidle');
      const week = testInfo.outputPath(`week-${size.name}.png`);
      await page.screenshot({ path: week, fullPage: true });
      await testInfo.attach(`the owner’s week on a ${size.name}`, { path: week, contentType: 'image/png' });

      await page.getByRole('radiogroup', { name: 'View' }).getByText('All spaces').click();
      await expect(page).toHaveURL(/view=spaces/);
      const table = page.getByRole('table', { name: /: every space, / });
      await expect(table).toBeVisible();
      expect(await table.getByRole('rowheader').count()).toBeGreaterThan(1);
      // A cell's own button is reachable by keyboard and opens the form for that space and day.
      const cell = table.getByRole('button', { name: /Block time$/ }).first();
      await cell.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Block time in / });
      await expect(dialog.getByRole('combobox', { name: 'Spaces' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.waitForLoadState('networkidle');
      const spaces = testInfo.outputPath(`all-spaces-${size.name}.png`);
      await page.screenshot({ path: spaces, fullPage: true });
      await testInfo.attach(`all spaces on a ${size.name}`, { path: spaces, contentType: 'image/png' });
    });
  });
}
