import { expect, test } from './fixtures';
import { apiAs, storageStateFor } from './helpers';

// The listing wizard's location step: the owner searches an address (the server's offline stand-in
// geocoder answers), picks the place, and the street, area, city and postal code are filled in;
// with the city cleared, "Save and continue" stays on the step and says so at the field. The map's
// tiles are refused: nothing leaves the machine. (jest proves the other steps and gaps.)

const TILES = 'https://tile.openstreetmap.org/**';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, storageState: storageStateFor('owner@demo.test') });

    test('a picked result fills the address; with the city cleared the step stays, "City is required" under the city', async ({ page }, info) => {
      await page.route(TILES, (r) => r.abort());
      const owner = await apiAs(page, 'owner@demo.test', 'venue');
      const draft = await owner.post('/v1/owner/venues', { name: `Wizard location ${viewport.width}` });
      await page.goto(`/sg/venues/management/new-venue?venue=${draft._id}&step=location`);
      await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();

      await page.getByLabel('Address to find on the map').fill('88 Telok Ayer');
      await page.getByRole('button', { name: 'Find on the map' }).click();
      await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: /88 Telok Ayer Street/ }).click();
      const city = page.getByLabel('City', { exact: true });
      await expect(page.getByLabel('Street address')).toHaveValue('88 Telok Ayer Street');
      await expect(page.getByLabel('Area or neighbourhood')).toHaveValue('Tanjong Pagar');
      await expect(city).toHaveValue('Singapore');
      await expect(page.getByLabel('Postal code')).toHaveValue('048470');
      await expect(page.getByLabel('Map pin: latitude')).toHaveValue('1.2815');
      await expect.poll(async () => (await owner.get(`/v1/owner/venues/${draft._id}`)).city).toBe('Singapore');

      await city.fill('');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const error = page.getByText('City is required', { exact: true });
      await expect(error).toBeVisible();
      await expect(city).toBeFocused();
      await expect(city).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('step')).toBe('location');

      // The message sits right under the city's box, within its column.
      const box = (await city.boundingBox())!;
      const said = (await error.boundingBox())!;
      expect(said.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
      expect(said.y).toBeLessThan(box.y + box.height + 40);
      expect(said.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(said.x + said.width).toBeLessThanOrEqual(box.x + box.width + 1);
      await page.screenshot({ path: info.outputPath(`wizard-location-${viewport.width}.png`) });
    });
  });
}
