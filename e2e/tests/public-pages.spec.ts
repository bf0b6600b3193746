import { expect, test } from './fixtures';

const PAGES = [
  '/sg',
  '/sg/about-us',
  '/sg/about-us/terms',
  '/sg/about-us/privacy',
  '/sg/termsandcondition',
  '/sg/insights',
  '/sg/support/FAQ',
  '/sg/support/FAQ-cancellation',
  '/sg/contact-us',
  '/sg/venuely/why-venuely',
];

test.describe('public pages', () => {
  for (const path of PAGES) {
    test(`${path} renders its content`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the landing search box leads to the venue search with the filters', async ({ page }) => {
    await page.goto('/sg');
    await page.getByLabel(/guests/i).first().fill('40');
    await page.getByRole('button', { name: /search/i }).first().click();
    await expect(page).toHaveURL(/\/sg\/venues\?.*guests=40/);
  });

  test('the contact form validates, then sends', async ({ page }) => {
    await page.goto('/sg/contact-us');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(/name is required/i)).toBeVisible();
    await page.getByLabel(/^name/i).fill('Mei Lin Tan');
    await page.getByLabel(/e-?mail/i).fill('not-an-email');
    await page.getByLabel(/message/i).fill('We are planning a product launch for 120 guests in March.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(/valid email/i)).toBeVisible();
    await page.getByLabel(/e-?mail/i).fill('meilin@example.com');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(/thank|received|sent/i).first()).toBeVisible();
  });
});
