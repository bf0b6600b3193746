import { expect, test } from './fixtures';
import { PASSWORD, muteAnnouncementsFor } from './helpers';

test('an unreachable remote leaves the header and sign-in working, with a retry message; Retry loads it once it is back', async ({ page }) => {
  // mf-discovery's entry cannot be reached; mf-profile can.
  await page.route('**/mf/mf-discovery/**', (route) => route.abort('connectionrefused'));
  await page.goto('/sg/about-us');
  await expect(page.getByText(/could not be loaded/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await muteAnnouncementsFor('user@demo.test', 'user');
  await page.getByRole('link', { name: /sign in/i }).first().click();
  await expect(page).toHaveURL(/\/sg\/login/);
  await page.getByLabel(/e-?mail/i).fill('user@demo.test');
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  // Still unreachable on the next page; then it comes back, and Retry (no reload) loads it.
  await page.goto('/sg/about-us');
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();
  await page.unroute('**/mf/mf-discovery/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
});
