import { expect, test } from './fixtures';

test.describe('country routing', () => {
  test('the root path goes to the default storefront sg and stores it', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sg$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'country')?.value).toBe('sg');
  });

  test('an uppercase code is stored and shown in lowercase', async ({ page, context }) => {
    await page.goto('/MY/about-us');
    await expect(page).toHaveURL(/\/my\/about-us$/);
    expect((await context.cookies()).find((c) => c.name === 'country')?.value).toBe('my');
  });

  test('an unknown code falls back to the stored country', async ({ page }) => {
    await page.goto('/au');
    await expect(page).toHaveURL(/\/au$/);
    await page.goto('/zz/about-us');
    await expect(page).toHaveURL(/\/au\/about-us$/);
  });

  test('an unknown code with nothing stored falls back to sg', async ({ page }) => {
    await page.goto('/xx/contact-us');
    await expect(page).toHaveURL(/\/sg\/contact-us$/);
  });

  test('the root path keeps a stored country', async ({ page }) => {
    await page.goto('/gb');
    await expect(page).toHaveURL(/\/gb$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/gb$/);
  });

  test('the home page head names the country and has a canonical link', async ({ page }) => {
    await page.goto('/sg');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Singapore/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sg$/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /venue/i);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(1);
  });

  test('switching storefront keeps the page', async ({ page }) => {
    await page.goto('/sg/about-us');
    await page.getByRole('button', { name: /change country/i }).first().click();
    await page.getByRole('menuitem', { name: /australia/i }).click();
    await expect(page).toHaveURL(/\/au\/about-us$/);
  });
});

test.describe('not found', () => {
  test('an unknown page shows Page Not Found', async ({ page }) => {
    await page.goto('/sg/this-page-does-not-exist');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    // One 404 page everywhere, with its own browser title.
    await expect(page).toHaveTitle(/^Page Not Found · /);
  });

  test('an owner page is not a 404 for a visitor: it asks them to sign in first', async ({ page }) => {
    await page.goto('/sg/availability');
    await expect(page).toHaveURL(/\/sg\/login/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/sg/availability');
  });

  test('an unknown about-us sub-page answers 404', async ({ page }) => {
    await page.goto('/sg/about-us/nonsense');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found · /);
  });
});
