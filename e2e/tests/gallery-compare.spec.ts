import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { TENANT } from './helpers';

// Against the production build and the seeded demo data: the photo viewer (keys,
// Esc back to the photo, a swipe on a phone), sharing a venue (copy link), and comparing up to three
// venues picked on the search page.

/** A demo venue of sg with at least two photos. */
async function venueWithPhotos(request: APIRequestContext): Promise<{ slug: string; name: string; photos: number }> {
  const res = await request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg' } });
  expect(res.status()).toBe(200);
  for (const v of (await res.json()).data.data as { slug: string }[]) {
    const one = await request.get(`/api/v1/venues/${v.slug}`, { headers: TENANT });
    const d = (await one.json()).data as { slug: string; name: string; photos: unknown[] };
    if (d.photos.length >= 2) return { slug: d.slug, name: d.name, photos: d.photos.length };
  }
  throw new Error('no demo venue with two photos');
}

const viewerOf = (page: Page, name: string) => page.getByRole('dialog', { name: `Photos of ${name}` });

test('the photo viewer: opened from the gallery, → shows the next photo, Esc closes it and focus is back on the photo', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const v = await venueWithPhotos(request);
  await page.goto(`/sg/venues/${v.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();

  const opener = page.getByRole('button', { name: new RegExp(`^Photo 1 of ${v.photos}:`) });
  await opener.click();
  const viewer = viewerOf(page, v.name);
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 / ${v.photos}`);
  await expect(page).toHaveURL(/#photo-1$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(`2 / ${v.photos}`);
  await expect(page).toHaveURL(/#photo-2$/);
  await expect.poll(() => viewer.locator('figure img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/sg/venues/${v.slug}$`));
  await expect(opener).toBeFocused();

  // Back closes it too: the open photo is in the URL.
  await opener.click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/sg/venues/${v.slug}$`));
  expect(errors).toEqual([]);
});

test('sharing a venue copies its canonical link, without the tracking parameters it was opened with', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // The dialog is what browsers without a share sheet (desktop Linux) show; make sure this one has none.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const v = await venueWithPhotos(request);
  await page.goto(`/sg/venues/${v.slug}?utm_source=newsletter&utm_medium=email`);
  await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share this venue' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied');
  const canonical = `${baseURL}/sg/venues/${v.slug}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${v.name} ${canonical}`)}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test('compare: three venues picked on the search page side by side; a fourth is refused with the reason', async ({ page, otherPage }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/sg/venues');
  const cards = page.getByTestId('venue-card');
  await expect(cards.nth(3)).toBeVisible();
  const picked: { name: string; capacity: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const name = (await cards.nth(i).getByRole('heading').textContent())!.trim();
    const m = /Up to ([\d,]+) guests/.exec((await cards.nth(i).textContent()) ?? '');
    picked.push({ name, capacity: m ? Number(m[1]!.replace(/,/g, '')) : 0 });
    await cards.nth(i).getByRole('checkbox', { name: `Compare ${name}` }).check();
  }
  const tray = page.getByRole('region', { name: 'Venues to compare' });
  await expect(tray).toBeVisible();
  for (const p of picked) await expect(tray.getByText(p.name, { exact: true })).toBeVisible();

  // A fourth: not added, and the tray says why.
  const fourth = (await cards.nth(3).getByRole('heading').textContent())!.trim();
  const fourthBox = cards.nth(3).getByRole('checkbox', { name: `Compare ${fourth}` });
  await fourthBox.click();
  await expect(tray.getByRole('alert')).toHaveText(new RegExp(`You can compare up to 3 venues\\. Remove one to add ${fourth.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
  await expect(fourthBox).not.toBeChecked();

  // The choice survives a reload (this browser, this storefront).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Venues to compare' }).getByRole('link', { name: 'Compare 3 venues' })).toBeVisible();

  await page.getByRole('link', { name: 'Compare 3 venues' }).click();
  await expect(page).toHaveURL(/\/sg\/compare\?venues=[^,]+,[^,]+,[^,]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare venues' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  const heads = await table.getByRole('columnheader').getByRole('link').allTextContents();
  expect(heads.map((h) => h.trim())).toEqual(picked.map((p) => p.name));
  // The most guests per layout: the largest of them is the card's "Up to N guests".
  const layoutRows = ['Standing', 'Seated', 'Theatre', 'Banquet'].map((l) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: l, exact: true }) }));
  for (let col = 0; col < 3; col++) {
    const numbers = await Promise.all(layoutRows.map(async (row) => Number(((await row.getByRole('cell').nth(col).textContent()) ?? '').replace(/,/g, '')) || 0));
    expect(Math.max(...numbers), picked[col]!.name).toBe(picked[col]!.capacity);
  }
  // The page's URL is a link to share: opened afresh (no list in that browser) it shows the same table.
  const url = page.url();
  await otherPage.goto(url);
  await expect(otherPage.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a swipe to the left shows the next photo; the compare table scrolls sideways with the row names in view', async ({ page, request }) => {
    const v = await venueWithPhotos(request);
    await page.goto(`/sg/venues/${v.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: v.name })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Photo 1 of ${v.photos}:`) }).tap();
    const viewer = viewerOf(page, v.name);
    await expect(viewer).toContainText(`1 / ${v.photos}`);

    // A real touch gesture (Chromium's input pipeline turns it into pointer events).
    const box = (await page.getByTestId('photo-viewer-stage').boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
    for (const f of [0.65, 0.5, 0.35, 0.2]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * f, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(viewer).toContainText(`2 / ${v.photos}`);
    await expect(page).toHaveURL(/#photo-2$/);
    // A click: a tap right after the swipe may only stop the swipe's fling (Chromium), not press.
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // The compare page on a phone: the table scrolls inside its region; the row names stay put.
    const res = await request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg' } });
    const slugs = ((await res.json()).data.data as { slug: string }[]).slice(0, 3).map((x) => x.slug);
    await page.goto(`/sg/compare?venues=${slugs.join(',')}`);
    const region = page.getByRole('region', { name: /^Comparing / });
    await expect(region.getByRole('columnheader')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const label = region.getByRole('rowheader', { name: 'Standing', exact: true });
    const before = (await label.boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy(300, 0));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBe(before);
  });
});
