import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { TENANT } from './helpers';

// What a first-time visitor stumbled on (issue 15, part 1), checked on a phone and a laptop.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

async function aVenueSlug(page: Page): Promise<string> {
  const r = await page.request.get('/api/v1/venues/search?country=sg&limit=1', { headers: TENANT });
  return (await r.json()).data.data[0].slug;
}

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the photos page in dark mode: readable links, text clear of the screen edge', async ({ page }) => {
      const slug = await aVenueSlug(page);
      // Dark mode as a visitor sets it: the header's switch (in the phone menu on a phone).
      await page.goto('/sg');
      if (vp.width < 600) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: /dark mode/i }).click();
      } else {
        await page.getByRole('button', { name: 'Use dark mode' }).click();
      }
      await page.goto(`/sg/venues/${slug}/photos`);
      const heading = page.getByRole('heading', { level: 1, name: /^Photos of / });
      await expect(heading).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/theme-dark/);
      for (const el of [heading, page.getByRole('link', { name: /back to/i })]) {
        expect((await el.boundingBox())!.x, 'text starts clear of the screen edge').toBeGreaterThanOrEqual(12);
      }
      await expectNoSeriousA11yViolations(page, `photos page, dark mode, ${vp.name}`);
    });

    test('one 404 page with its own title, from the shell and from a remote', async ({ page }) => {
      for (const path of ['/sg/no-such-page', '/sg/about-us/no-such-page', '/sg/venues/no-such-venue-at-all']) {
        await page.goto(path);
        await expect(page.getByTestId('error-view')).toBeVisible();
        await expect(page.getByText('Page Not Found')).toBeVisible();
        await expect(page).toHaveTitle(/^Page Not Found · /);
      }
    });
  });
}
