import { expect, test } from './fixtures';
import { closeAnnouncements } from './helpers';

test('an unreachable remote leaves the header and sign-in working, with a retry message', async ({ page }) => {
  // mf-discovery's entry cannot be reached; mf-profile can.
  await page.route('**/mf/mf-discovery/**', (route) => route.abort('connectionrefused'));
  await page.goto('/sg/about-us');
  await expect(page.getByText(/could not be loaded/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: /sign in/i }).first().click();
  await expect(page).toHaveURL(/\/sg\/login/);
  await page.getByLabel(/e-?mail/i).fill('user@demo.test');
  await page.getByLabel(/^password/i).fill('Demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await closeAnnouncements(page);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  // The remote comes back: Retry loads it.
  await page.unroute('**/mf/mf-discovery/**');
  await page.goto('/sg/about-us');
  await closeAnnouncements(page);
  const retry = page.getByRole('button', { name: /retry/i });
  if (await retry.isVisible().catch(() => false)) await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
