import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './fixtures';
import { extractText } from 'unpdf';
import { pendingOffer, storageStateFor, useStoredSession } from './helpers';

// A customer accepts an offer and pays it on our test checkout (a declined card first,
// then 4242), the booking shows on both sides, the invoice PDF carries the GST line, and the
// customer cancels for exactly the preview's refund and gets a credit note.

// The customer's browser starts signed in (the setup project's stored session); the venue's signs in halfway.
test.use({ storageState: storageStateFor('user@demo.test') });

async function pdfText(d: Download): Promise<string> {
  const bytes = await readFile(await d.path());
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /pay SGD/i }).click();
}

test('accept an offer, pay by card, see the booking on both sides, the invoice with GST, cancel for the previewed refund and get a credit note', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(90_000);

  // The scene: an enquiry and an offer of 2 × SGD 150 (+ 9% GST = SGD 327.00), far enough ahead for a full refund.
  const { user, enquiryId, offerId } = await pendingOffer(customer, venue, 'bookings', 'E2E booking');

  // Accept and pay on one page (the old review address leads there): a declined card says why; 4242 goes through.
  await customer.goto(`/sg/enquiries/${enquiryId}/review-booking/${offerId}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Accept and pay' })).toBeVisible();
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await payWith(customer, '4000 0000 0000 0002');
  await expect(customer.getByText('The payment did not go through')).toBeVisible();
  await expect(customer.getByText(/Your card was declined/)).toBeVisible();
  await payWith(customer, '4242 4242 4242 4242');
  const confirmed = customer.getByRole('heading', { name: /^Booking confirmed: BK-/ });
  await expect(confirmed).toBeVisible({ timeout: 20_000 });
  const reference = (await confirmed.textContent())!.replace('Booking confirmed: ', '').trim();

  // The invoice, downloaded from the page, is a PDF whose text carries the GST line and the total.
  const [invoice] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('button', { name: 'Download invoice' }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/^INV-SG-\d{4}-\d{6}\.pdf$/);
  const invoiceText = await pdfText(invoice);
  expect(invoiceText).toContain('Tax invoice');
  expect(invoiceText).toContain('GST 9%');
  expect(invoiceText).toContain('SGD 27.00');
  expect(invoiceText).toContain('SGD 327.00');

  // Both sides see the booking: the venue in its bookings list, the customer in the conversation.
  await useStoredSession(venue, 'owner@demo.test');
  await venue.goto('/sg/bookings');
  await expect(venue.getByRole('region', { name: 'Bookings' })).toContainText(reference);
  await customer.goto(`/sg/enquiries/${enquiryId}`);
  await expect(customer.getByText(`Booking ${reference}: confirmed`)).toBeVisible();
  await customer.getByRole('link', { name: 'View booking' }).first().click();
  await expect(customer.getByRole('heading', { level: 1, name: new RegExp(`^Booking ${reference}`) })).toBeVisible();

  // Cancel: the page shows the server's preview, and the refund made equals it.
  const bookingId = customer.url().match(/booking\/([0-9a-f-]{36})/)![1]!;
  const preview = await user.get(`/v1/bookings/${bookingId}/cancellation-preview`);
  expect(preview).toMatchObject({ rule: 'full', refund_minor: 32_700 });
  await customer.getByRole('link', { name: 'Cancel booking' }).click();
  await expect(customer.getByTestId('refund-amount')).toHaveText('SGD 327.00');
  await customer.getByLabel(/^Reason/).fill('Plans changed');
  await customer.getByRole('button', { name: 'Cancel booking and refund SGD 327.00' }).click();
  await customer.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: new RegExp(`^Booking ${reference}`) })).toContainText('Cancelled');
  await expect(customer.getByText(/credit note CN-SG-\d{4}-\d{6}/)).toBeVisible();
  const [credit] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('button', { name: /^Credit note CN-SG/ }).click()]);
  const creditText = await pdfText(credit);
  expect(creditText).toContain('Credit note');
  expect(creditText).toContain('Total refunded -SGD 327.00');
  expect(creditText).toContain('GST 9% -SGD 27.00');

  // The venue's side sees the cancellation too.
  await venue.goto('/sg/bookings?status=cancelled');
  await expect(venue.getByRole('region', { name: 'Bookings' })).toContainText(reference);
});
