import { expect, test, type APIRequestContext } from './fixtures';
import { TENANT, apiToken, storageStateFor } from './helpers';

// Administrators open a storefront and it answers at once, approve a submitted venue that
// guests then find, hide a review and the venue's rating follows; the audit trail lists each action.
// One test, in order: each step's audit entry is checked at the end.

test.use({ storageState: storageStateFor('admin@demo.test') });

interface PublicVenue {
  _id: string;
  slug: string;
  name: string;
  rating: { average: number | null; count: number };
}

async function publicVenue(request: APIRequestContext, slug: string): Promise<PublicVenue> {
  const r = await request.get(`/api/v1/venues/${slug}`, { headers: TENANT });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).data as PublicVenue;
}

// @catalogue: it changes what guests find (playwright.config.ts runs those tests one at a time).
test('an administrator opens the nz storefront, approves a venue that guests then find, hides a review and the rating follows; the audit trail lists each', { tag: '@catalogue' }, async ({ page, request }) => {
  test.setTimeout(90_000);

  // 1. A new storefront answers at /nz at once.
  await page.goto('/sg/settings/add-country');
  const form = page.getByRole('form', { name: 'Storefront settings' });
  // antd's Select: open it, type to narrow the list, pick the option.
  await form.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.keyboard.type('New Zealand');
  await page.getByTitle('New Zealand (NZ)', { exact: true }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('New Zealand');
  await expect(form.getByLabel('Currency', { exact: true })).toHaveValue('NZD');
  await form.getByLabel('Tax name').fill('GST');
  await form.getByLabel('Tax rate (%)').fill('15');
  await form.getByRole('button', { name: 'Create storefront' }).click();
  await expect(page).toHaveURL(/\/sg\/settings\/countries\/[\w-]+$/);
  const storefrontId = new URL(page.url()).pathname.split('/').pop()!;
  const countries = await request.get('/api/v1/country-settings', { headers: TENANT });
  expect(((await countries.json()).data as { cca2: string }[]).map((c) => c.cca2)).toContain('nz');
  await page.goto('/nz');
  await expect(page).toHaveURL(/\/nz$/);
  await expect(page.getByRole('main')).toContainText('New Zealand');

  // 2. The owner's venue waiting for approval: reviewed, approved, then found by guests.
  await page.goto('/sg/venues/management/admin-venue');
  await page.getByRole('link', { name: 'Review Telok Ayer Studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Telok Ayer Studio/ })).toBeVisible();
  await page.getByRole('group', { name: 'Review actions' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const found = await request.get('/api/v1/venues/search?country=sg&q=Telok%20Ayer%20Studio', { headers: TENANT });
  const approved = ((await found.json()).data.data as { _id: string; name: string }[]).find((v) => v.name === 'Telok Ayer Studio');
  expect(approved).toBeDefined();
  await page.goto('/sg/venues/search?q=Telok%20Ayer%20Studio');
  await expect(page.getByRole('link', { name: /Telok Ayer Studio/ }).first()).toBeVisible();

  // 3. A review hidden with its reason leaves the venue's rating.
  const search = await request.get('/api/v1/venues/search?country=sg&sort=rating', { headers: TENANT });
  const rated = ((await search.json()).data.data as { slug: string; rating_count: number }[]).find((v) => v.rating_count >= 2)!;
  const before = await publicVenue(request, rated.slug);
  const reviews = await request.get(`/api/v1/venues/${rated.slug}/reviews?limit=1`, { headers: TENANT });
  const review = ((await reviews.json()).data.data as { _id: string; author_name: string }[])[0]!;
  await page.goto(`/sg/ratings?venue=${before._id}&venue_name=${encodeURIComponent(before.name)}`);
  await page.getByRole('button', { name: `Hide ${review.author_name}’s review of ${before.name}` }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Mentions a member of staff by name.');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog).toHaveCount(0);
  const after = await publicVenue(request, rated.slug);
  expect(after.rating.count).toBe(before.rating.count - 1);
  await page.goto(`/sg/venues/${rated.slug}`);
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText(`${after.rating.count} review`);

  // 4. The audit trail has each action, newest first, with who did it. Other tests' administrators
  // may act meanwhile (announcements, approvals): this test's entries are those of its targets.
  await page.goto('/sg/settings/audit-log');
  const trail = page.getByRole('region', { name: 'Audit trail entries' });
  await expect(trail.getByText(/review/i).first()).toBeVisible();
  const admin = await apiToken(request, 'admin@demo.test', 'admin');
  const log = await request.get('/api/v1/admin/audit-log?limit=50', { headers: { ...TENANT, authorization: `Bearer ${admin}` } });
  const targets = [storefrontId, approved!._id, review._id];
  const mine = ((await log.json()).data.data as { action: string; actor: { email: string }; summary: string; target_id: string }[]).filter((e) => targets.includes(e.target_id));
  expect(mine.map((e) => [e.action, e.target_id])).toEqual([
    ['review.hide', review._id],
    ['venue.approve', approved!._id],
    ['storefront.create', storefrontId],
  ]);
  for (const e of mine) {
    expect(e.actor.email).toBe('admin@demo.test');
    await expect(trail.getByText(e.summary).first()).toBeVisible();
  }

  // Put the review back, so later suites meet the demo's ratings.
  const restored = await request.post(`/api/v1/admin/reviews/${review._id}/restore`, { headers: { ...TENANT, authorization: `Bearer ${admin}` }, data: {} });
  expect(restored.status()).toBe(200);
});
