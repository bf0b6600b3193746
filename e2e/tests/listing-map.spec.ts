import { expect, test } from './fixtures';
import { apiAs, storageStateFor } from './helpers';

// The listing's map pin: the owner searches an address (the server's offline stand-in geocoder
// answers), picks the place, then drags the pin on the Leaflet map; the saved coordinates follow.
// The map's tiles are refused: the pin works without its pictures, and nothing leaves the machine.

const TILES = 'https://tile.openstreetmap.org/**';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, storageState: storageStateFor('owner@demo.test') });

    test('an owner finds the address, then drags the pin; the saved coordinates change', async ({ page }) => {
      await page.route(TILES, (r) => r.abort());
      const owner = await apiAs(page, 'owner@demo.test', 'venue');
      const draft = await owner.post('/v1/owner/venues', { name: `Pin test ${viewport.width}` });
      await page.goto(`/sg/venues/management/venue/${draft._id}/location`);

      await page.getByLabel('Address to find on the map').fill('88 Telok Ayer');
      await page.getByRole('button', { name: 'Find on the map' }).click();
      await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: /88 Telok Ayer Street/ }).click();
      await expect(page.getByLabel('Map pin: latitude')).toHaveValue('1.2815');
      await expect(page.getByText('All changes saved')).toBeVisible();
      await expect.poll(async () => (await owner.get(`/v1/owner/venues/${draft._id}`)).latitude).toBe(1.2815);

      // Drag the pin with the mouse, 60 pixels right and 40 down.
      const pin = page.locator('.own-pin');
      await pin.scrollIntoViewIfNeeded();
      const box = (await pin.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 20, y + 15, { steps: 4 });
      await page.mouse.move(x + 60, y + 40, { steps: 8 });
      await page.mouse.up();

      await expect(page.getByLabel('Map pin: latitude')).not.toHaveValue('1.2815');
      await expect
        .poll(async () => {
          const v = await owner.get(`/v1/owner/venues/${draft._id}`);
          return [v.latitude < 1.2815, v.longitude > 103.8484];
        })
        .toEqual([true, true]);
    });
  });
}
