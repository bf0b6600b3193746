import { expect, test } from './fixtures';
import { TENANT, sidewaysOverflow } from './helpers';

// Screenshots of the landing, search and venue pages on a phone, kept as test artefacts
// (e2e/test-results/<test>/*.png, and attached to the report), so a change to how they look can
// be seen without running the site. Each page must also fit the screen: nothing wider than it.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('the landing, search and venue pages on a phone: screenshots, nothing wider than the screen', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const search = await request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg' } });
  const slug = ((await search.json()).data.data as { slug: string }[])[0]!.slug;
  const pages = [
    { name: 'landing', path: '/sg', ready: page.getByRole('region', { name: /Top-rated venues in/ }).getByTestId('venue-card').first() },
    { name: 'search', path: '/sg/venues', ready: page.getByTestId('venue-card').first() },
    { name: 'venue', path: `/sg/venues/${slug}`, ready: page.getByRole('heading', { level: 1 }) },
  ];
  for (const p of pages) {
    await test.step(p.name, async () => {
      await page.goto(p.path);
      await expect(p.ready).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysOverflow(page);
      expect.soft(overflow, `${p.path} is wider than the screen`).toBeLessThanOrEqual(0);
      const file = testInfo.outputPath(`${p.name}-phone.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${p.name} on a phone`, { path: file, contentType: 'image/png' });
    });
  }
});
