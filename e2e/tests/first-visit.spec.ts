import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { NEW_PASSWORD, linkTo, uniqueEmail, waitForMail } from './accounts-helpers';
import { TENANT, sessionOf, useStoredSession } from './helpers';

// What a first-time visitor stumbled on, checked on a phone and a laptop.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

/** Switches storefront from the header: the country menu on a laptop, the phone menu's list on a phone. */
async function switchCountry(page: Page, vp: { width: number }, countryName: string) {
  if (vp.width < 600) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: countryName }).click();
  } else {
    await page.getByRole('button', { name: /change country/i }).click();
    await page.getByRole('menuitem', { name: countryName }).click();
  }
}

/** The per-hour figure a card's price stands for: "From SGD 120 per hour", or "(about SGD 190 per hour)". */
function perHourOf(text: string): number | null {
  const m = /about \D*([\d.,]+) per hour/.exec(text) ?? /From \D*([\d.,]+) per hour/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

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

    test('switching storefront drops the old one’s places', async ({ page }) => {
      await page.goto('/sg/venues?city=Singapore&area=Orchard');
      await switchCountry(page, vp, 'Malaysia');
      await expect(page).toHaveURL(/\/my\/venues$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Orchard');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
    });

    test('money: the storefront’s separators and a symbol no other currency shares', async ({ page }) => {
      await page.goto('/id/venues');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      const idr = (await page.getByTestId('venue-card').first().textContent()) ?? '';
      expect(idr).toMatch(/Rp\s?\d{1,3}(\.\d{3})+/);
      await page.goto('/sg/venues');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      const prices = await page.locator('.disc-vcard__price').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const p of prices) expect(p, 'no bare "$" that could be any dollar').not.toMatch(/(^|[^A-Z])\$/);
      expect(prices.join(' ')).toContain('SGD');
    });

    test('price sort compares a price per hour, whatever the unit', async ({ page }) => {
      await page.goto('/sg/venues?sort=price_asc');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      const figures = (await page.locator('.disc-vcard__price').allTextContents()).map(perHourOf).filter((x): x is number => x !== null);
      expect(figures.length).toBeGreaterThan(5);
      expect(figures).toEqual([...figures].sort((a, b) => a - b));
    });

    test('the mobile number given at sign-up is in account settings', async ({ page, request }) => {
      const email = uniqueEmail('phone');
      const res = await request.post('/api/v1/auth/registration', {
        headers: TENANT,
        data: { first_name: 'Pat', last_name: 'Lim', email, password: NEW_PASSWORD, role: 'user', country: 'sg', accept_terms: true, phone_number: '8123 4567' },
      });
      expect(res.status()).toBe(201);
      const token = linkTo(await waitForMail(request, { to: email, template: 'verify-email' }), '/verify-email/').split('/').pop()!;
      expect((await request.post('/api/v1/auth/verify-email', { headers: TENANT, data: { token } })).status()).toBe(200);
      await sessionOf(page.context(), { email, role: 'user', password: NEW_PASSWORD });
      await page.goto('/sg/profile/account-settings');
      await expect(page.getByLabel('Mobile phone')).toHaveValue('+6581234567');
    });

    test('unsaved profile edits: leaving asks first, staying keeps them', async ({ page }) => {
      await useStoredSession(page, 'user@demo.test');
      await page.goto('/sg/profile/general-information');
      const given = page.getByLabel('Given name');
      await given.fill('Umami');
      await page.getByRole('link', { name: 'Password', exact: true }).first().click();
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Stay and save' }).click();
      await expect(page).toHaveURL(/general-information$/);
      await expect(given).toHaveValue('Umami');
    });

    test('a venue team on list-your-venue is led to its work, not to a second account', async ({ page }) => {
      // The owner lists a new venue…
      await useStoredSession(page, 'owner@demo.test');
      await page.goto('/sg/list-your-venue');
      await expect(page.getByRole('link', { name: 'List a new venue' }).first()).toHaveAttribute('href', '/sg/venues/management/new-venue');
      await expect(page.getByRole('link', { name: 'Create a venue account' })).toHaveCount(0);
      // …a member, who does not list venues, goes to the inbox.
      await page.context().clearCookies();
      await useStoredSession(page, 'member@demo.test');
      await page.goto('/sg/list-your-venue');
      await expect(page.getByRole('link', { name: 'Open your enquiries' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create a venue account' })).toHaveCount(0);
    });
  });
}
