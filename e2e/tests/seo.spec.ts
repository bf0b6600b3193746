import { expect, test } from './fixtures';

// Search engines on the built site over HTTP (docs/seo.md): robots.txt and the sitemaps answer,
// the venue page's head names its canonical URL and a content page the same page in the other
// storefronts — in the HTML as served (what a crawler reads first) and after the scripts ran.

const VENUE = 'the-olive-table-bugis';

test('robots.txt disallows the private areas and names the sitemap index', async ({ request, baseURL }) => {
  const r = await request.get('/robots.txt');
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await r.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  for (const rule of ['/api/', '/*/profile', '/*/enquiries', '/*/venues/management', '/*/settings']) expect(lines).toContain(`Disallow: ${rule}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap index names the storefronts’ sitemaps; Singapore’s lists its venues and its pages with alternates', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const indexXml = await index.text();
  expect(indexXml).toContain(`<loc>${baseURL}/sitemaps/sg.xml</loc>`);

  const sg = await request.get('/sitemaps/sg.xml');
  expect(sg.status()).toBe(200);
  const xml = await sg.text();
  expect(xml).toMatch(new RegExp(`<url><loc>${baseURL}/sg/venues/${VENUE}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/sg/about-us"/>`);
});

test('the venue page names its canonical URL without the query it was opened with', async ({ page, request, baseURL }) => {
  const served = await (await request.get(`/sg/venues/${VENUE}?utm_source=test&guests=20`, { headers: { accept: 'text/html' } })).text();
  expect(served).toContain(`<link rel="canonical" href="${baseURL}/sg/venues/${VENUE}">`);

  await page.goto(`/sg/venues/${VENUE}?utm_source=test&guests=20`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/sg/venues/${VENUE}`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test('a content page names itself in every storefront, and x-default', async ({ page, request, baseURL }) => {
  const served = await (await request.get('/sg/about-us?fbclid=abc', { headers: { accept: 'text/html' } })).text();
  expect(served).toContain(`<link rel="canonical" href="${baseURL}/sg/about-us">`);
  expect(served).toContain(`<link rel="alternate" hreflang="en-MY" href="${baseURL}/my/about-us">`);

  await page.goto('/sg/about-us?fbclid=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/sg/about-us`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/sg/about-us`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-MY"]')).toHaveAttribute('href', `${baseURL}/my/about-us`);
});
