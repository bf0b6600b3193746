import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { dayOf, expectFree, PASSWORD, TENANT, useStoredSession, type DayKey } from './helpers';

// Instant book (docs/adr/0101-instant-book.md), on a phone and a laptop: the customer picks a
// date, start, duration and guests on the venue page, sees the exact total, books, pays with the
// test card 4242 on the existing checkout, and finds the conversation with the booking in it; the
// venue's owner sees the same conversation.

interface InstantVenue {
  slug: string;
  name: string;
  spaces: { _id: string; name: string; instant_book: unknown }[];
}

/** The demo owner's published venue with an instant-book space (the demo data has one). */
async function ownersInstantVenue(request: APIRequestContext): Promise<InstantVenue> {
  const login = await request.post('/api/v1/auth/login', { headers: TENANT, data: { email: 'owner@demo.test', password: PASSWORD, role: 'venue' } });
  const headers = { ...TENANT, authorization: `Bearer ${(await login.json()).data.accessToken as string}` };
  const list = await request.get('/api/v1/owner/venues', { headers, params: { status: 'published', limit: 50 } });
  for (const v of (await list.json()).data.data as { slug: string }[]) {
    const detail = (await (await request.get(`/api/v1/venues/${v.slug}`, { headers: TENANT })).json()).data as InstantVenue;
    if (detail.spaces.some((s) => s.instant_book)) return detail;
  }
  throw new Error('the demo owner has no instant-book space');
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /Pay SGD/ }).click();
}

// Each size books as its own customer: the two run at once, and a customer may hold only one
// unpaid instant booking of a space at a time (docs/adr/0112-instant-book-hold-limits.md).
for (const size of [
  { name: 'phone', width: 390, height: 844, customer: 'user@demo.test' },
  { name: 'laptop', width: 1280, height: 800, customer: 'friend@demo.test' },
]) {
  test(`${size.name}: a customer books a space instantly, pays by card and sees the booking in the conversation; the owner sees it too`, async ({ page: customer, otherPage: owner, request }) => {
    test.setTimeout(90_000);
    await customer.setViewportSize({ width: size.width, height: size.height });
    await owner.setViewportSize({ width: size.width, height: size.height });
    const venue = await ownersInstantVenue(request);
    const space = venue.spaces.find((s) => s.instant_book)!;

    // The search filter keeps it, with its badge on the card.
    await customer.goto('/sg/venues/search?instant_book=true');
    await expect(customer.getByTestId('venue-card').first().getByText('Instant book')).toBeVisible();

    // The visitor signs in (the setup project's stored session).
    await useStoredSession(customer, size.customer);
    await customer.goto(`/sg/venues/${venue.slug}`);
    await expect(customer.getByRole('link', { name: 'Instant book' })).toBeVisible();
    const panel = customer.getByRole('region', { name: /Instant book/ });
    if (await panel.getByLabel('Space').count()) await panel.getByLabel('Space').selectOption(space._id);
    // A weekday of this test's own (the space takes instant bookings on weekdays), free then.
    const day = dayOf(`instant-book ${size.name}` as DayKey, { weekday: true });
    await panel.getByLabel('Date').fill(await expectFree(request, venue.slug, space._id, day, { start: '10:00', hours: 2, guests: 4 }));
    await panel.getByLabel('Start').selectOption('10:00');
    await panel.getByLabel('Duration').selectOption('2');
    await panel.getByLabel('Guests').fill('4');
    const total = panel.getByTestId('instant-total');
    await expect(total).toContainText('SGD');
    const shown = (await total.textContent())!.replace(/[^\d.]/g, '');

    await panel.getByRole('button', { name: 'Book now' }).click();
    await expect(customer).toHaveURL(/\/sg\/enquiries\/[^/]+\/checkout\/[^/]+$/);
    const enquiry = customer.url().split('/enquiries/')[1]!.split('/')[0]!;
    await expect(customer.getByRole('button', { name: /Pay SGD/ })).toContainText(shown);
    await payWith(customer, '4242 4242 4242 4242');
    await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 20_000 });

    // The conversation, opened for both sides with the booking in it.
    await customer.goto(`/sg/enquiries/${enquiry}`);
    await expect(customer.getByText(new RegExp(`booked ${space.name} instantly`))).toBeVisible();
    await expect(customer.getByText(/Booking BK-\S+ is confirmed|Booking BK-\S+: confirmed/).first()).toBeVisible();
    await useStoredSession(owner, 'owner@demo.test');
    await owner.goto(`/sg/enquiries/${enquiry}`);
    await expect(owner.getByText(new RegExp(`booked ${space.name} instantly`))).toBeVisible();
  });
}
