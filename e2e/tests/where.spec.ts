import { expect, test, type Page } from './fixtures';

// "Where" as people type it, and the search results on a laptop: suggestions, two cards a row,
// card ↔ pin highlighting and the pin popup's photo and price (docs/adr/0104-where-places.md).
// Map tiles are out of reach here: refused, as in map.spec.ts.

async function blockTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (r) => r.abort());
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('typing "marina" in Where suggests Marina Bay; taking it finds the Marina Bay venues', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues');
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    const where = page.getByRole('combobox', { name: 'Where' });
    await where.fill('marina');
    const suggestion = page.getByRole('option', { name: /^Marina Bay/ });
    await expect(suggestion).toBeVisible();
    await expect(where).toHaveAttribute('aria-expanded', 'true');
    await where.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await where.press('Enter');
    await expect(page).toHaveURL(/city=Marina\+Bay/);
    await expect(where).toHaveValue('Marina Bay');
    const cards = page.getByTestId('venue-card');
    await expect(cards.first()).toContainText('Marina Bay');
    for (const text of await cards.allTextContents()) expect(text).toContain('Marina Bay');
  });

  test('a typed place searches as typed, with a typo too', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues?city=marna+bay');
    const cards = page.getByTestId('venue-card');
    await expect(cards.first()).toContainText('Marina Bay');
    await page.goto('/sg/venues?city=clarke');
    await expect(cards.first()).toContainText('Clarke Quay');
  });

  test('two or more cards a row; hovering a card highlights its pin, a pin its card; the popup shows photo, rating and price', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues');
    const cards = page.getByTestId('venue-card');
    await expect(cards.nth(2)).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    // The second card is beside the first, not under it.
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);

    // The date filter shows the whole date.
    const date = page.locator('.disc-search-side input[type="date"]');
    await date.fill('2027-01-15');
    expect(await date.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.clientWidth >= 130)).toBe(true);
    await expect(cards.first()).toBeVisible();

    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    // A card whose venue has a pin of its own (others may be in a cluster, "3 venues").
    const second = map.locator('.disc-pin[data-venue-id]').nth(1);
    const name = (await second.getAttribute('aria-label'))!.split(', ')[0]!;
    // The same venue's pin on the picture and then on the live map.
    const pin = map.locator(`.disc-pin[data-venue-id="${await second.getAttribute('data-venue-id')}"]`);
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(pin).not.toHaveClass(/is-highlighted/);
    await card.hover();
    await expect(pin).toHaveClass(/is-highlighted/);
    await expect(map.locator('.disc-pin.is-highlighted')).toHaveCount(1);
    // Every card lights one mark: its pin, or the cluster its venue is in (the demo data has one).
    await expect(map.locator('.disc-pin--cluster')).not.toHaveCount(0);
    let clustered = 0;
    for (let i = 0; i < (await cards.count()); i++) {
      await cards.nth(i).hover();
      await expect(map.locator('.disc-pin.is-highlighted')).toHaveCount(1);
      if (await map.locator('.disc-pin--cluster.is-highlighted').count()) clustered++;
    }
    expect(clustered).toBeGreaterThan(0);

    // The pin's popup: photo, name, rating and price.
    await pin.click();
    const popup = map.locator('.disc-pin-popup');
    await expect(popup.getByRole('link', { name: `Open ${name}` })).toBeVisible();
    await expect(popup.locator('img.disc-pin-popup__photo')).toBeVisible();
    await expect(popup.locator('.disc-pin-popup__rating')).toHaveText(/^(New|★ \d\.\d \(\d+ reviews?\))$/);
    await expect(popup.locator('.disc-pin-popup__price')).toHaveText(/From|Price on request/);

    // A pin pointed at marks its card, once the map has panned the popup into view (the pin moves with it).
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await pin.boundingBox());
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    await pin.hover();
    await expect(page.locator('.disc-vgrid > li[data-highlighted]')).toHaveCount(1);
    await expect(page.locator('.disc-vgrid > li[data-highlighted]')).toContainText(name);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one card a row and the Where suggestions in the filters', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues');
    const cards = page.getByTestId('venue-card');
    await expect(cards.nth(1)).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
