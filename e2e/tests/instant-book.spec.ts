import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { dayOf, expectFree, PASSWORD, TENANT, useStoredSession, type DayKey } from './helpers';

// Instant book (docs/adr/0101-instant-book.md), on a phone and a laptop: the customer picks a
// date, start, duration and guests in the venue page's one date form, sees the exact total (in the
// panel and on the sticky card), books, pays with the test card 4242 on the accept-and-pay page,
// and finds the conversation with the booking in it; the venue's owner sees the same conversation.

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
    // The page's one date form asks for the availability check and instant book alike
    // (docs/adr/0115-one-date-form-for-instant-book.md).
    const check = customer.getByRole('region', { name: 'Availability and price' });
    await expect(check.getByLabel('Date')).toHaveCount(1);
    const panel = check.getByRole('region', { name: /Instant book/ });
    // A weekday of this test's own (the space takes instant bookings on weekdays), free then.
    const day = dayOf(`instant-book ${size.name}` as DayKey, { weekday: true });
    await check.getByLabel('Date').fill(await expectFree(request, venue.slug, space._id, day, { start: '10:00', hours: 2, guests: 4 }));
    await check.getByLabel('Start').selectOption('10:00');
    await check.getByLabel('Duration').selectOption('2');
    await check.getByLabel('Guests').fill('4');
    await check.getByRole('button', { name: 'Check' }).click();
    if (await panel.getByLabel('Space').count()) await panel.getByLabel('Space').selectOption(space._id);
    const total = panel.getByTestId('instant-total');
    await expect(total).toContainText('SGD');
    const shown = (await total.textContent())!.replace(/[^\d.]/g, '');

    // The sticky card (the side panel on a laptop, the bottom bar on a phone) offers "Book now"
    // with the same total, and "Send enquiry" second; it no longer says a custom offer will follow.
    const card = customer.locator(size.name === 'phone' ? '.disc-cta--bar' : '.disc-cta--panel');
    await expect(card.getByTestId('cta-instant-total')).toHaveText(await total.textContent() ?? '');
    await expect(card.getByRole('button', { name: 'Book now' })).toBeVisible();
    await expect(card.getByText(/prices are confirmed by the venue in a custom offer/)).toHaveCount(0);
    const [bookBox, enquireBox] = [await card.getByRole('button', { name: 'Book now' }).boundingBox(), await card.getByRole('link', { name: 'Send enquiry' }).boundingBox()];
    expect(bookBox && enquireBox && (bookBox.y < enquireBox.y || bookBox.x < enquireBox.x)).toBeTruthy();

    await panel.getByRole('button', { name: 'Book now' }).click();
    // Its checkout: the booking, the price, the cancellation terms and one consent beside the card,
    // and a way back to the venue (no conversation has been seen yet).
    await expect(customer).toHaveURL(/\/sg\/enquiries\/[^/]+\/view-offer\/[^/]+$/);
    const enquiry = customer.url().split('/enquiries/')[1]!.split('/')[0]!;
    await expect(customer.getByRole('heading', { level: 1, name: 'Book and pay' })).toBeVisible();
    const booking = customer.locator('.enq-pay-summary .enq-facts').first();
    await expect(booking.getByText(venue.name, { exact: true })).toBeVisible();
    await expect(booking.getByText(space.name, { exact: true })).toBeVisible();
    await expect(booking.getByText('4', { exact: true })).toBeVisible();
    await expect(customer.locator('.enq-pay-summary').getByRole('region', { name: 'Refund schedule' })).toBeVisible();
    await expect(customer.getByRole('link', { name: `‹ Back to ${venue.name}` })).toBeVisible();
    await expect(customer.getByRole('link', { name: /Back to the conversation/ })).toHaveCount(0);
    await expect(customer.getByRole('button', { name: /Pay SGD/ })).toContainText(shown);
    await payWith(customer, '4242 4242 4242 4242');
    // Paying asks for the consent first, then goes through.
    const consent = customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ });
    await expect(consent).toBeFocused();
    await consent.check();
    await customer.getByRole('button', { name: /Pay SGD/ }).click();
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
