import { expect, test, type Page } from './fixtures';
import { useStoredSession } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

// The phone menu was white on white on the landing page, empty when signed in, and
// unlabelled and wider than the screen elsewhere. Every row must be labelled, readable and on screen.
test.use({ viewport: { width: 390, height: 844 } });

async function checkMenu(page: Page, label: string, expected: RegExp[]) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of expected) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('button', { name: /dark mode/i })).toBeVisible();
  // Every row has words, and nothing runs off the screen.
  for (const row of await menu.locator('a, button').all()) {
    expect((await row.innerText()).trim().length, `${label}: a row without a label`).toBeGreaterThan(1);
    const box = (await row.boundingBox())!;
    expect(box.x + box.width, `${label}: "${await row.innerText()}" runs off the screen`).toBeLessThanOrEqual(390);
  }
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeVisible();
  // The close button is drawn in the drawer's colours, not the landing header's white (axe cannot
  // judge a fixed button over the page, so compare its own text and background).
  const [fg, bg] = await close.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(fg, `${label}: close button text`).not.toBe(bg);
  expect(bg, `${label}: close button background`).not.toBe('rgba(0, 0, 0, 0)');
  // Contrast and names, by axe, on the open menu and its close button.
  await expectNoSeriousA11yViolations(page, `${label} (phone menu)`, '#sh-phone-menu');
  await expectNoSeriousA11yViolations(page, `${label} (close button)`, '.sh-burger');
  await close.click();
  await expect(menu).toHaveCount(0);
}

for (const path of ['/sg', '/sg/venues']) {
  test(`signed out, ${path}: labelled, readable rows`, async ({ page }) => {
    await page.goto(path);
    await checkMenu(page, `signed out ${path}`, [/favourites/i, /list your venue/i, /sign in/i]);
  });

  test(`signed in, ${path}: the account's pages, never an empty drawer`, async ({ page }) => {
    await useStoredSession(page, 'user@demo.test');
    await page.goto(path);
    await checkMenu(page, `signed in ${path}`, [/favourites/i, /account settings/i, /sign out/i]);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
  });
}
