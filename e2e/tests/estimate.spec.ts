import { expect, test, type APIRequestContext } from './fixtures';
import { PASSWORD, TENANT, dayOf } from './helpers';

// Availability and price for an event (docs/estimates.md): a search with a date says
// each card is free that day and carries the date and guests to the venue page, whose check shows
// each space free or not with the estimate, and links to the enquiry form with the time filled in.

interface PublicVenue {
  _id: string;
  slug: string;
  name: string;
  spaces: { _id: string; name: string; max_capacity: number }[];
}

async function ownerHeaders(request: APIRequestContext) {
  const r = await request.post('/api/v1/auth/login', { headers: TENANT, data: { email: 'owner@demo.test', password: PASSWORD, role: 'venue' } });
  expect(r.status()).toBe(200);
  return { ...TENANT, authorization: `Bearer ${(await r.json()).data.accessToken as string}` };
}

/** One of the demo owner's published venues with two spaces or more that take ten guests. */
async function venueWithTwoSpaces(request: APIRequestContext): Promise<PublicVenue> {
  const headers = await ownerHeaders(request);
  const list = await request.get('/api/v1/owner/venues', { headers, params: { status: 'published', limit: 50 } });
  for (const v of (await list.json()).data.data as { slug: string; spaces_count: number }[]) {
    if (v.spaces_count < 2) continue;
    const detail = (await (await request.get(`/api/v1/venues/${v.slug}`, { headers: TENANT })).json()).data as PublicVenue;
    if (detail.spaces.filter((s) => s.max_capacity >= 10).length >= 2) return detail;
  }
  throw new Error('the demo owner has no published venue with two spaces');
}

test('a dated search carries its date to the venue page, which says which spaces are free and what they cost', async ({ page, request }) => {
  const venue = await venueWithTwoSpaces(request);
  const [taken, free] = venue.spaces.filter((s) => s.max_capacity >= 10);
  // A day of its own, months ahead: the team blocks the first space from 09:00 to 14:00.
  const day = dayOf('estimate block');
  const block = await request.post(`/api/v1/spaces/${taken!._id}/blocks`, {
    headers: await ownerHeaders(request),
    data: { start_at: `${day}T09:00:00+08:00`, end_at: `${day}T14:00:00+08:00`, note: 'Estimate test' },
  });
  expect(block.status(), await block.text()).toBe(201);

  await page.goto(`/sg/venues/search?q=${encodeURIComponent(venue.name)}&date=${day}&guests=10`);
  const card = page.getByTestId('venue-card').filter({ has: page.getByRole('link', { name: venue.name, exact: true }) });
  await expect(card.getByText(/^Free on /)).toBeVisible();
  await card.getByRole('link', { name: venue.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sg/venues/${venue.slug}\\?date=${day}&guests=10`));

  const check = page.getByRole('region', { name: 'Availability and price' });
  await expect(check.getByLabel('Date')).toHaveValue(day);
  await expect(check.getByLabel('Guests')).toHaveValue('10');
  // The link's question is answered at once (18:00 for 3 hours): both spaces are free then.
  await expect(check.getByText(/spaces? free on/)).toBeVisible();
  await expect(check.getByRole('listitem').filter({ hasText: taken!.name }).getByText('Free', { exact: true })).toBeVisible();

  await check.getByLabel('Start').selectOption('10:00');
  await check.getByLabel('Duration').selectOption('3');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(/start=10%3A00&hours=3/);
  const takenRow = check.getByRole('listitem').filter({ hasText: taken!.name });
  await expect(takenRow.getByText('Not free')).toBeVisible();
  await expect(takenRow.getByText('Booked or held at that time')).toBeVisible();
  const freeRow = check.getByRole('listitem').filter({ hasText: free!.name });
  await expect(freeRow.getByText('Free', { exact: true })).toBeVisible();
  await expect(freeRow.getByText(/rate|package|Price on request/).first()).toBeVisible();

  // A visitor opens the form itself, with the space and time filled in: the enquiry is written
  // first and kept on the device until they sign up (docs/adr/0114-enquiring-before-signing-up.md).
  const enquire = freeRow.getByRole('link', { name: `Enquire about ${free!.name}` });
  const form = new URL((await enquire.getAttribute('href'))!, page.url());
  expect(form.pathname).toBe('/sg/enquiries/new');
  expect(Object.fromEntries(form.searchParams)).toEqual({ venue: venue.slug, space: free!._id, date: day, start: '10:00', end: '13:00', guests: '10' });
});

test('the check asks for a date first, and names a date the server refuses', async ({ page, request }) => {
  const venue = await venueWithTwoSpaces(request);
  await page.goto(`/sg/venues/${venue.slug}`);
  const check = page.getByRole('region', { name: 'Availability and price' });
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Choose the date of your event')).toBeVisible();
  await expect(check.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');

  // A past date typed into the address bar: the server's message shows under the field.
  await page.goto(`/sg/venues/${venue.slug}?date=2020-01-01&start=10:00&hours=2`);
  await expect(page.getByRole('region', { name: 'Availability and price' }).getByText('Choose a time in the future')).toBeVisible();
});
