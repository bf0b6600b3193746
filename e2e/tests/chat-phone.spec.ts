import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { pendingOffer, storageStateFor, type DayKey, sidewaysOverflow } from './helpers';

// The conversation on a phone (ADR 0107): the title above the folded event panel, the message box
// pinned to the bottom at full width, no site footer; the offer card follows its booking live
// (a cancelled booking's offer no longer reads "Paid"); and a booking page's "Add to calendar"
// downloads that booking's .ics file. A screenshot of the phone chat is kept as a test artefact.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: storageStateFor('user@demo.test') });

/** An enquiry of user@demo.test with an offer of owner@demo.test, accepted and paid with 4242 through the API. */
async function paidBooking(page: Page, day: DayKey) {
  const { user, enquiryId, offerId } = await pendingOffer(page, page, day, 'E2E chat');
  await user.post(`/v1/offers/${offerId}/accept`, {});
  const checkout = await user.post(`/v1/offers/${offerId}/checkout`, {});
  const paid = await user.post(`/v1/payments/${checkout.payment_id}/confirm`, { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' });
  expect(paid.status).toBe('succeeded');
  const booking = await user.get(`/v1/bookings/${paid.booking_id}`);
  return { user, enquiryId, booking: booking as { _id: string; reference: string; offer_id: string } };
}

test('the chat on a phone: title first, panel folded, message box pinned full width, no footer; a cancelled booking’s offer card stops saying Paid', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const { user, enquiryId, booking } = await paidBooking(page, 'chat-phone chat');
  await page.goto(`/sg/enquiries/${enquiryId}`);

  const title = page.getByRole('heading', { level: 1 });
  const summary = page.getByRole('button', { name: /Meetings · .* · 8 guests/ });
  await expect(title).toBeVisible({ timeout: 20_000 });
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  expect((await title.boundingBox())!.y).toBeLessThan((await summary.boundingBox())!.y);
  // Folded: the panel's facts and buttons are not shown until asked for.
  await expect(page.getByRole('button', { name: 'Ask for their phone number' })).toBeHidden();

  const card = page.getByTestId('offer-card');
  await expect(card).toContainText('Paid: booked');

  // The message box: at the bottom of the screen, as wide as it, the box itself most of that width.
  const box = page.getByRole('textbox', { name: /^Message to/ });
  const compose = page.locator('.enq-compose');
  const viewport = page.viewportSize()!;
  const pinned = async () => {
    const r = (await compose.boundingBox())!;
    expect(Math.round(r.x)).toBe(0);
    expect(Math.round(r.width)).toBe(viewport.width);
    expect(Math.abs(r.y + r.height - viewport.height)).toBeLessThanOrEqual(1);
  };
  await pinned();
  expect((await box.boundingBox())!.width).toBeGreaterThan(viewport.width * 0.6);
  await expect(page.locator('#shell-footer')).toBeHidden();
  // Still pinned after scrolling to the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await pinned();
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.waitForLoadState('networkidle');
  const file = testInfo.outputPath('chat-phone.png');
  await page.screenshot({ path: file });
  await testInfo.attach('the conversation on a phone', { path: file, contentType: 'image/png' });

  // Unfolding shows the panel and its buttons.
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Ask for their phone number' })).toBeVisible();

  // The customer cancels (through the API, another tab as it were): the open card follows at once.
  await user.post(`/v1/bookings/${booking._id}/cancel`, { reason: 'Plans changed' });
  await expect(card).toContainText(/Booking cancelled/, { timeout: 20_000 });
  await expect(card).not.toContainText('Paid');
  await page.reload();
  await expect(page.getByTestId('offer-card')).toContainText(/Booking cancelled/, { timeout: 20_000 });
  await expect(page.getByTestId('offer-card')).not.toContainText('Paid');
});

test('a booking page’s “Add to calendar” downloads that booking’s .ics file, and links to Google Calendar and Outlook', async ({ page }) => {
  test.setTimeout(60_000);
  const { enquiryId, booking } = await paidBooking(page, 'chat-phone calendar');
  await page.goto(`/sg/enquiries/${enquiryId}/cancellation/${booking.offer_id}/booking/${booking._id}/details`);
  const group = page.getByRole('group', { name: 'Add to calendar' });
  await expect(group).toBeVisible({ timeout: 20_000 });
  await expect(group.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
  await expect(group.getByRole('link', { name: 'Outlook' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\//);
  const [download] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`${booking.reference}.ics`);
  const ics = (await readFile(await download.path())).toString('utf8').replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain(booking.reference);
  expect(ics).toContain(`/booking/${booking._id}/details`);
});
