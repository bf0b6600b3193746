import { expect, test, type Page } from './fixtures';
import { muteAnnouncementsFor } from './helpers';
import { verifiedAccount, type NewAccount } from './accounts-helpers';

// One visitor's journey through discovery, against the production build and the seeded demo data:
// search in sg by guests and event type, open a venue, see its photos, sign in from the heart and
// save it into a new folder, find it in favourites and (after a reload) in recently viewed, then
// switch storefront and see that storefront's venues in its currency.

const GUESTS = 60;

async function signInFromLoginPage(page: Page, person: NewAccount) {
  await expect(page).toHaveURL(/\/sg\/login\?returnTo=/);
  await muteAnnouncementsFor(person.email, 'user', person.password);
  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** The "Up to N guests" of a venue card. */
async function capacityOf(card: ReturnType<Page['getByTestId']>): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const m = /Up to ([\d,]+) guests/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : 0;
}

test('search, venue page, photos, a new favourites folder, recently viewed and another storefront', async ({ page, request }) => {
  test.setTimeout(60_000); // seven steps, each a page of its own
  // A customer of its own: what they viewed is theirs alone (tests beside this one view venues as user@demo.test).
  const person = await verifiedAccount(request, 'user', 'finder');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // 1. Search in sg by guests and event type, from the landing page's search box.
  await page.goto('/sg');
  const box = page.getByRole('search', { name: 'Find a venue' });
  await box.getByLabel('What').selectOption('corporate-events');
  await box.getByLabel('Guests').fill(String(GUESTS));
  await box.getByRole('button', { name: 'Search venues' }).click();
  await expect(page).toHaveURL(/\/sg\/venues\?event_type=corporate-events&guests=60$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Venues for corporate events in Singapore' })).toBeVisible();
  const cards = page.getByTestId('venue-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) expect(await capacityOf(cards.nth(i))).toBeGreaterThanOrEqual(GUESTS);
  await expect(cards.first()).toContainText(/From SGD\s[\d,]+/); // the currency code ("$" alone is shared by several storefronts), a no-break space
  await expect(page.getByRole('button', { name: 'Remove filter: Corporate events' })).toBeVisible();

  // The filters stay in the URL: a reload shows the same search.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Venues for corporate events in Singapore' })).toBeVisible();
  await expect(page.getByLabel('Guests').first()).toHaveValue(String(GUESTS));

  // 2. Open a venue.
  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/sg\/venues\/[a-z0-9-]+$/);
  const venueUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Spaces/ })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${venueUrl}$`));
  const ld = JSON.parse((await page.locator('#venue-jsonld').textContent()) ?? '{}');
  expect(ld['@type']).toBe('EventVenue');
  expect(ld.name).toBe(name);

  // 3. Its photos.
  await page.getByRole('link', { name: /Show all \d+ photos/ }).click();
  await expect(page).toHaveURL(new RegExp(`${venueUrl}/photos$`));
  await expect(page.getByRole('heading', { level: 1, name: `Photos of ${name}` })).toBeVisible();
  const firstPhoto = page.locator('.disc-photos__grid img').first();
  await expect(firstPhoto).toBeVisible();
  await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('link', { name: `‹ Back to ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${venueUrl}$`));

  // 4. Save it to a new folder: a visitor's heart asks to sign in, then comes back to the venue with the dialog open.
  await page.getByRole('button', { name: `Save ${name} to favourites` }).first().click();
  // The sign-in page says why the visitor is there.
  await expect(page.getByText('Sign in to save venues to your favourites')).toBeVisible();
  await signInFromLoginPage(page, person);
  await expect(page).toHaveURL(new RegExp(`${venueUrl}$`));
  const dialog = page.getByRole('dialog', { name: 'Save to favourites' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close without saving' })).toBeVisible();
  const folder = `E2E shortlist ${Date.now()}`;
  await dialog.getByLabel(/new folder|first folder/i).fill(folder);
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: folder })).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${name} is saved: change folders` }).first()).toBeVisible();

  // 5. Find it in favourites.
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/sg\/favorites$/);
  await page.getByRole('link', { name: folder }).click();
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
  await expect(page.getByTestId('venue-card').getByRole('link', { name })).toBeVisible();

  // 6. And in recently viewed, after a reload (the account's list: the visitor's views were merged at sign-in).
  await page.goto('/sg/favorites/recentlyviewed');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible();
  await expect(page.getByTestId('venue-card').first().getByRole('link', { name })).toBeVisible();

  // 7. Another storefront: its own venues, in its own currency.
  await page.goto('/sg/venues');
  await expect(page.getByTestId('venue-card').first()).toBeVisible();
  await page.getByRole('button', { name: /change country/i }).click();
  await page.getByRole('menuitem', { name: 'United Kingdom' }).click();
  await expect(page).toHaveURL(/\/gb\/venues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Venues in the United Kingdom' })).toBeVisible();
  const gbCards = page.getByTestId('venue-card');
  await expect(gbCards.first()).toContainText(/From £[\d,]+/);
  await expect(gbCards.first()).toContainText(/United Kingdom|London|Manchester|Edinburgh|Birmingham|Bristol|Leeds/);
  await expect(page.getByTestId('venue-card').filter({ hasText: /\$/ })).toHaveCount(0);

  expect(errors).toEqual([]);
});

test('the filters live in the URL: back undoes a change; bad values are dropped from a shared link', async ({ page }) => {
  await page.goto('/sg/venues?guests=lots&event_type=weddings');
  await expect(page).toHaveURL(/\/sg\/venues\?event_type=weddings$/);
  await expect(page.getByText(/left out \(guests\)/)).toBeVisible();
  await expect(page.getByTestId('venue-card').first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\/sg\/venues\?event_type=weddings&sort=price_asc$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/sg\/venues\?event_type=weddings$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
});

test('a visitor can open recently viewed without signing in, but folders ask for it', async ({ page }) => {
  await page.goto('/sg/favorites');
  await expect(page).toHaveURL(/\/sg\/login\?returnTo=%2Fsg%2Ffavorites$/);
  await page.goto('/sg/venues');
  const first = page.getByTestId('venue-card').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/sg/favorites/recentlyviewed');
  await page.reload();
  await expect(page.getByTestId('venue-card').first().getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(/kept in this browser only/i)).toBeVisible();
});

test('space landing pages and a venue that is not public', async ({ page }) => {
  await page.goto('/sg/space');
  await page.getByRole('link', { name: /Function rooms/ }).click();
  await expect(page).toHaveURL(/\/sg\/space\/function$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Function rooms in Singapore' })).toBeVisible();
  await expect(page.getByTestId('venue-card').first()).toBeVisible();
  await page.goto('/sg/venues/no-such-venue-anywhere');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('a cold search or venue page renders from the data its HTML carries; the next search asks the API', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/v1/venues') || path === '/api/v1/country-settings') calls.push(path);
  });
  await page.goto('/sg/venues?event_type=corporate-events&guests=60');
  const first = page.getByTestId('venue-card').first();
  await expect(first).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeVisible();
  expect(calls.filter((c) => c === '/api/v1/venues/search' || c === '/api/v1/country-settings')).toEqual([]);
  const name = (await first.getByRole('heading').textContent())!.trim();
  const href = (await first.getByRole('link', { name }).getAttribute('href'))!;

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => calls.filter((c) => c === '/api/v1/venues/search').length).toBe(1);

  calls.length = 0;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(calls.filter((c) => c === new URL(href, page.url()).pathname.replace(/^\/sg/, '/api/v1'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the landing, search and venue pages fit the screen: nothing scrolls sideways', async ({ page }) => {
    for (const path of ['/sg', '/sg/venues?guests=20', '/sg/venues/the-olive-table-bugis']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Sections below the first screen are laid out lazily (content-visibility): bring them all in.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBe(360);
    }
  });
});
