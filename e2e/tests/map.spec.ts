import { expect, test, type Locator, type Page } from './fixtures';
import { TENANT } from './helpers';

// The search and venue maps on the production build and the seeded demo data. Pins that would cover
// each other are one cluster ("3 venues", docs/adr/0116-discovery-polish.md), so the checks count
// the venues a map's marks stand for, and pick a card whose venue has a pin of its own. The map
// tiles come from OpenStreetMap, out of reach here: every tile request is refused, so these runs
// also show that the pins and controls work without the streets.

const TILES = 'https://tile.openstreetmap.org/**';

async function blockTiles(page: Page) {
  await page.route(TILES, (r) => r.abort());
}

/**
 * The venues a map's marks stand for, in order: a pin's own (data-venue-id), a cluster's all
 * (data-cluster-of, "3 venues"). On the picture and on the live map alike.
 */
async function venuesOn(marks: Locator): Promise<string[]> {
  return marks.evaluateAll((els) => els.flatMap((e) => ((e as HTMLElement).dataset.venueId ? [(e as HTMLElement).dataset.venueId!] : ((e as HTMLElement).dataset.clusterOf ?? '').split(' ').filter(Boolean))));
}

/** The total of the results heading ("38 venues"). */
async function total(page: Page): Promise<number> {
  const heading = page.locator('#disc-results-count');
  await expect(heading).toHaveText(/^[\d,]+ venues?$/);
  return Number((await heading.textContent())!.replace(/[^\d]/g, ''));
}

const mapChunk = (url: string) => /\/mf\/mf-discovery\/js\/map\.[^/]*\.js$/.test(url);

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // @catalogue: it counts the results twice, so no venue may be approved meanwhile (playwright.config.ts).
  test('a pin per result; zoom in, "Search this area" narrows the results with bbox in the URL; the chip removes it; the venue page shows its pin', { tag: '@catalogue' }, async ({ page }) => {
    await blockTiles(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));

    await page.goto('/sg/venues');
    const cards = page.getByTestId('venue-card');
    await expect(cards.first()).toBeVisible();
    const all = await total(page);
    const perPage = await cards.count();
    expect(all).toBeGreaterThan(perPage);

    // The map beside the list: every card of the page is on it, by a labelled pin of its own or in a
    // cluster; a card's own pin is named for it.
    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    await expect(map).toBeVisible();
    const marks = map.getByRole('button').and(page.locator('.disc-pin'));
    const pins = map.locator('.disc-pin[data-venue-id]');
    await expect.poll(async () => (await venuesOn(marks)).length).toBe(perPage);
    const firstName = (await pins.first().getAttribute('aria-label'))!.split(', ')[0]!;
    const firstCard = cards.filter({ has: page.getByRole('heading', { name: firstName, exact: true }) });
    await expect(firstCard).toHaveCount(1);
    await expect(map.getByRole('button', { name: new RegExp(`^${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .*: (From|Price)`) })).toHaveCount(1);

    // Until the visitor reaches for the map it is a picture of it: Leaflet is not downloaded.
    await page.waitForLoadState('networkidle');
    expect(fetched.filter(mapChunk)).toEqual([]);
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    // Without tiles the map says so, and the pins stay.
    await expect(page.getByText('The map’s streets could not be loaded; the pins still work.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

    // A pin opens a popup that links to its venue; by keyboard, focus goes to the link and back.
    // The first press is on the picture: the live map loads and opens that pin's popup.
    const firstPin = map.getByRole('button', { name: new RegExp(`^${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
    await firstPin.click();
    const popupLink = map.getByRole('link', { name: `Open ${firstName}` });
    await expect(popupLink).toBeVisible();
    expect(fetched.filter(mapChunk)).toHaveLength(1);
    await expect(map.locator('.leaflet-container')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popupLink).toHaveCount(0);
    await firstPin.focus();
    await page.keyboard.press('Enter');
    await expect(popupLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstPin).toBeFocused();
    await expect(popupLink).toHaveCount(0);

    // Zoom in with the wheel over one pin: that pin stays in view, most of the others leave it.
    const kept = pins.nth(Math.floor((await pins.count()) / 2));
    const keptId = (await kept.getAttribute('data-venue-id'))!;
    const box = (await kept.boundingBox())!;
    // The pin's point is just below it (its arrow); the wheel zooms round the point under the mouse.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 5);
    await page.mouse.wheel(0, -300);
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toBeVisible();
    await searchArea.click();

    await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+(&|$)/);
    const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
    expect(bbox[0]).toBeLessThan(bbox[2]!);
    expect(bbox[1]).toBeLessThan(bbox[3]!);
    await expect.poll(() => total(page)).toBeLessThan(all);
    const narrowed = await total(page);
    expect(narrowed).toBeGreaterThan(0);
    // The page agrees with the API for that area, and the pin we zoomed to is still there.
    const api = await page.request.get(`/api/v1/venues/search?country=sg&limit=48&bbox=${bbox.join(',')}`, { headers: TENANT });
    const inArea = (await api.json()).data as { total: number; data: { _id: string }[] };
    expect(inArea.total).toBe(narrowed);
    expect(inArea.data.map((v) => v._id)).toContain(keptId);
    await expect.poll(async () => (await venuesOn(marks)).length).toBe(Math.min(narrowed, perPage));
    // Searching the same area again does not move the map: no new "Search this area".
    await expect(searchArea).toHaveCount(0);

    // The "Map area" chip removes it.
    const chip = page.getByRole('button', { name: 'Remove filter: Map area' });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect.poll(() => total(page)).toBe(all);
    await expect.poll(async () => (await venuesOn(marks)).length).toBe(perPage);

    // The venue page: its pin in the Location section, above the address and the OpenStreetMap link.
    await firstCard.getByRole('link', { name: firstName }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    const venueMap = page.getByRole('region', { name: `Map of where ${firstName} is` });
    await expect(venueMap.locator('.disc-pin')).toHaveCount(1);
    await expect(venueMap.locator('.disc-pin')).toHaveText(firstName);
    await expect(page.getByRole('link', { name: 'Open the map (OpenStreetMap)' })).toBeVisible();
    const order = await page.locator('#location').evaluate((s) => [...s.querySelectorAll('[data-testid="venue-map"], address')].map((e) => e.tagName.toLowerCase()));
    expect(order).toEqual(['div', 'address']);
    expect(errors).toEqual([]);
  });

  test('the live map opens where its picture was: every pin on the same spot', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues');
    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    const pins = map.locator('.disc-pin');
    await expect(pins.first()).toBeVisible();
    const spots = async () => pins.evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      // A pin by its venue, a cluster by its venues.
      return { id: (e as HTMLElement).dataset.venueId ?? `cluster:${(e as HTMLElement).dataset.clusterOf}`, x: r.x + r.width / 2, y: r.bottom };
    }));
    // The picture is drawn for its box's size, which the page's layout may still change (the
    // picture is drawn again then): compare once two frames drew it at the same spots.
    const frames = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    let pictured = await spots();
    await expect
      .poll(async () => {
        await frames();
        const again = await spots();
        const same = JSON.stringify(again) === JSON.stringify(pictured);
        pictured = again;
        return same;
      })
      .toBe(true);
    expect(pictured.length).toBeGreaterThan(1);
    // Pointing at the map (its corner, clear of the pins) brings the live map.
    await map.hover({ position: { x: 8, y: 8 } });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(pictured.length);
    const live = await spots();
    for (const p of pictured) {
      const q = live.find((l) => l.id === p.id);
      expect(q, `${p.id} on the live map`).toBeDefined();
      expect(Math.abs(q!.x - p.x)).toBeLessThan(1.5);
      expect(Math.abs(q!.y - p.y)).toBeLessThan(1.5);
    }
  });

  test('pins that would cover each other are one cluster; pressed, the live map zooms in until they part', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues');
    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    // The demo data has venues a few hundred metres apart (Marina Bay): at the whole country's zoom,
    // their pins would cover each other.
    const cluster = map.locator('.disc-pin--cluster').first();
    await expect(cluster).toBeVisible();
    const inside = (await cluster.getAttribute('data-cluster-of'))!.split(' ');
    expect(inside.length).toBeGreaterThan(1);
    await expect(cluster).toHaveAccessibleName(`${inside.length} venues here: zoom in to see them`);
    await expect(cluster).toHaveText(`${inside.length} venues`);
    // Its pill and every pin's stay apart on the picture.
    const boxes = await map.locator('.disc-pin').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const overlap = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        expect(overlap, `marks ${i} and ${j} cover each other`).toBeLessThan(0.5 * Math.min(a.width * a.height, b.width * b.height));
      }
    // Pressed: the live map zooms in; each venue of the cluster has a pin of its own or is in a smaller cluster.
    await cluster.click();
    await expect(map.locator('.leaflet-container')).toHaveCount(1);
    const live = map.locator('.leaflet-marker-icon');
    const ownPins = () => live.evaluateAll((els, ids) => ids.filter((id) => els.some((e) => (e as HTMLElement).dataset.venueId === id)).length, inside);
    await expect.poll(ownPins).toBeGreaterThan(0);
    expect(await live.evaluateAll((els, ids) => els.some((e) => (e as HTMLElement).dataset.clusterOf === ids.join(' ')), inside)).toBe(false);
    // A single pin still opens its popup, clear of "Search this area" along the map's top.
    const own = live.and(map.locator(`[data-venue-id="${inside[0]}"]`));
    if ((await own.count()) === 1) {
      await own.click();
      const popup = map.locator('.leaflet-popup');
      await expect(popup).toBeVisible();
      const search = page.getByRole('button', { name: 'Search this area' });
      // The map pans (animated) to bring the popup clear of the button.
      const below = (await search.boundingBox())!;
      await expect.poll(async () => (await popup.boundingBox())!.y).toBeGreaterThanOrEqual(below.y + below.height);
    }
  });

  test('a pin reached by keyboard on the picture keeps the focus when the live map comes', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/sg/venues');
    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    const pin = map.locator('.disc-pin[data-venue-id]').nth(1);
    await expect(pin).toBeVisible();
    const id = (await pin.getAttribute('data-venue-id'))!;
    await pin.focus();
    await expect(map.locator('.leaflet-marker-icon')).not.toHaveCount(0);
    await expect(map.locator(`.leaflet-marker-icon[data-venue-id="${id}"]`)).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the map waits behind "Show map" (Leaflet not even downloaded), which opens it with the pins', async ({ page }) => {
    await blockTiles(page);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));

    await page.goto('/sg/venues');
    const cards = page.getByTestId('venue-card');
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const map = page.getByRole('region', { name: 'Map of the venues on this page' });
    await expect(map).toHaveCount(0);
    expect(fetched.filter(mapChunk)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Show map' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(map).toBeVisible();
    await expect.poll(async () => (await venuesOn(map.locator('.disc-pin'))).length).toBe(await cards.count());
    expect(fetched.filter(mapChunk)).toHaveLength(1);
    const hide = page.getByRole('button', { name: 'Hide map' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    // The map fits the phone's width.
    const mapBox = (await map.boundingBox())!;
    expect(mapBox.x).toBeGreaterThanOrEqual(0);
    expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(390);
    // It opens under the results bar: "Hide map" stays where "Show map" was pressed.
    expect(mapBox.y).toBeGreaterThan((await hide.boundingBox())!.y);
    await hide.click();
    await expect(map).toHaveCount(0);
  });
});
