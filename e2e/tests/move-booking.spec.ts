import { expect, test, type Locator, type Page } from './fixtures';
import { expectFree, farDay, pendingOffer, storageStateFor, useStoredSession } from './helpers';

// Moving a booking (docs/adr/0113-moving-a-booking.md), at phone and laptop size: the customer opens
// their own booking's page (a booking of this test, paid through the API, never the demo one),
// proposes the next day at the same hours; the venue's owner, in another browser, accepts it on the
// booking's page. The booking then shows the new day on both sides, the old slot is free again (the
// venue's estimate), and the conversation says so. The move panel's buttons sit inside the viewport
// and do not overlap.

test.use({ storageState: storageStateFor('user@demo.test') });

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

/** An enquiry of user@demo.test with an offer of owner@demo.test for 10:00–12:00 on the test's day, accepted and paid with 4242. */
async function paidBooking(customer: Page, venue: Page, day: string) {
  const scene = await pendingOffer(customer, venue, { day }, 'E2E move');
  await scene.user.post(`/v1/offers/${scene.offerId}/accept`, {});
  const checkout = await scene.user.post(`/v1/offers/${scene.offerId}/checkout`, {});
  const paid = await scene.user.post(`/v1/payments/${checkout.payment_id}/confirm`, { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' });
  expect(paid.status).toBe('succeeded');
  const booking = (await scene.user.get(`/v1/bookings/${paid.booking_id}`)) as { _id: string; reference: string; space: { _id: string }; venue: { slug: string } };
  return { ...scene, booking };
}

/** The boxes of the buttons: inside the viewport's width, none overlapping another. */
async function expectLaidOut(page: Page, buttons: Locator[]) {
  const width = page.viewportSize()!.width;
  const boxes = [];
  for (const b of buttons) {
    await b.scrollIntoViewIfNeeded();
    const box = (await b.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    boxes.push(box);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `buttons ${i} and ${j} overlap`).toBe(true);
    }
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The booking page's wording of a day (eventWhen in mf-enquiries/src/lib/format.ts), Singapore time. */
const words = (day: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Singapore' }).format(new Date(`${day}T02:00:00Z`));

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`the customer proposes another day, the owner accepts: the booking moves, the old slot is free, both sides see it (${size.name})`, async ({ page: customer, otherPage: venue }) => {
      test.setTimeout(120_000);
      await venue.setViewportSize(size.viewport);
      // Two days in a row of this test's own (farDay: the next day at each call), neither a Sunday
      // (some demo venues close then): of three days in a row, one pair is.
      const three = [farDay(400), farDay(400), farDay(400)];
      expect(three.slice(1)).toEqual([nextDay(three[0]!), nextDay(nextDay(three[0]!))]);
      const sunday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0;
      const [first, to] = sunday(three[0]!) || sunday(three[1]!) ? [three[1]!, three[2]!] : [three[0]!, three[1]!];
      const { booking, day, enquiryId, offerId } = await paidBooking(customer, venue, first);
      await expectFree(customer.request, booking.venue.slug, booking.space._id, to);

      // The customer proposes the next day, same hours (the form's defaults).
      // The booking's page (the address its 'View booking' links lead to).
      await customer.goto(`/sg/enquiries/${enquiryId}/cancellation/${offerId}/booking/${booking._id}/details`);
      await expect(customer.getByRole('heading', { level: 1, name: new RegExp(`^Booking ${booking.reference}`) })).toBeVisible({ timeout: 20_000 });
      await customer.getByRole('button', { name: 'Propose another date' }).click();
      const form = customer.getByRole('form', { name: 'Propose another date' });
      await form.getByLabel('New date').fill(to);
      // Enter takes the typed day into the picker; only the button sends.
      await form.getByLabel('New date').press('Enter');
      const send = form.getByRole('button', { name: 'Propose this time' });
      await expectLaidOut(customer, [send, form.getByRole('button', { name: 'Cancel' })]);
      await send.click();
      const proposal = customer.getByTestId('move-proposal');
      await expect(proposal).toContainText(`You proposed moving it to ${words(to)}`);
      await expect(proposal.getByRole('button', { name: 'Withdraw the proposal' })).toBeVisible();
      await expectLaidOut(customer, [proposal.getByRole('button', { name: 'Withdraw the proposal' })]);

      // The owner, in their own browser, accepts on the booking's page.
      await useStoredSession(venue, 'owner@demo.test');
      await venue.goto(customer.url());
      const offered = venue.getByTestId('move-proposal');
      await expect(offered).toContainText(`The customer proposed moving it to ${words(to)}`, { timeout: 20_000 });
      const accept = offered.getByRole('button', { name: 'Accept the move' });
      const decline = offered.getByRole('button', { name: 'Decline' });
      await expectLaidOut(venue, [accept, decline]);
      await accept.click();
      const dialog = venue.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Accept the move' }).click();
      await expect(dialog).toBeHidden();
      await expect(venue.getByTestId('move-proposal')).toHaveCount(0);
      await expect(venue.getByRole('list', { name: 'Earlier proposals' })).toContainText(`${words(to)}, 10:00–12:00: moved`);

      // The old slot is free again; the new one is the booking's.
      await expectFree(customer.request, booking.venue.slug, booking.space._id, day);
      const moved = await (await customer.request.get(`/api/v1/venues/${booking.venue.slug}/estimate`, { headers: { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' }, params: { date: to, start: '10:00', hours: 2 } })).json();
      expect((moved.data.spaces as { space_id: string; status: string }[]).find((s) => s.space_id === booking.space._id)?.status).not.toBe('available');

      // Both sides: the customer's page follows live, and the conversation says it moved.
      await expect(customer.getByRole('list', { name: 'Earlier proposals' })).toContainText(`${words(to)}, 10:00–12:00: moved`, { timeout: 20_000 });
      await expect(customer.getByRole('main')).toContainText(words(to));
      for (const p of [customer, venue]) {
        await p.goto(`/sg/enquiries/${enquiryId}`);
        await expect(p.getByText(new RegExp(`accepted the move: booking ${booking.reference} is now on`))).toBeVisible({ timeout: 20_000 });
      }
    });
  });
}
