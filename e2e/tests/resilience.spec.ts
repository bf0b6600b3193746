import { expect, test, type Page } from './fixtures';
import { PASSWORD, muteAnnouncementsFor } from './helpers';

const unreachable = (page: Page, remote: string) => page.route(`**/mf/${remote}/**`, (route) => route.abort('connectionrefused'));

test('an unreachable remote leaves the header and sign-in working, with a retry message; Retry loads it once it is back', async ({ page }) => {
  // mf-discovery's files cannot be reached; mf-profile's can.
  await unreachable(page, 'mf-discovery');
  await page.goto('/sg/about-us');
  await expect(page.getByText(/could not be loaded/i)).toBeVisible();
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await muteAnnouncementsFor('user@demo.test', 'user');
  await page.getByRole('link', { name: /sign in/i }).first().click();
  await expect(page).toHaveURL(/\/sg\/login/);
  await page.getByLabel(/e-?mail/i).fill('user@demo.test');
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  // Another remote fails on the way to its page (the shell reloads once, in case a deploy
  // replaced its files, then shows the message): once it is back, Retry loads it.
  await unreachable(page, 'mf-enquiries');
  await page.getByRole('link', { name: /^Enquiries/ }).first().click();
  await expect(retry).toBeVisible();
  await page.unroute('**/mf/mf-enquiries/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();

  // The same for a page opened afresh (the server-drawn page's preloads of mf-discovery's files failed with it).
  await page.goto('/sg/about-us');
  await expect(retry).toBeVisible();
  await page.unroute('**/mf/mf-discovery/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
});
