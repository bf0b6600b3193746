import { expect, test, type Page } from './fixtures';
import { pendingOffer, storageStateFor } from './helpers';

// Accepting and paying an offer is one page (docs/adr/0102-accept-and-pay.md): the booking, the
// price and the refund schedule once, one consent, the card form beside the summary on a laptop and
// below it on a phone. The card is typed as on a phone's numeric keypad (no spaces, no slash): the
// fields format it. A declined card puts the keyboard focus on the message; 4242 then pays.

/** Types the card key by key, as on a phone's numeric keypad: digits only. */
async function typeCard(page: Page, number: string) {
  const card = page.getByLabel('Card number');
  await card.fill('');
  await card.pressSequentially(number);
  await expect(card).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  const expiry = page.getByLabel('Expiry (MM/YY)');
  await expiry.fill('');
  await expiry.pressSequentially('1234');
  await expect(expiry).toHaveValue('12/34');
  const cvc = page.getByLabel('Security code');
  await cvc.fill('');
  await cvc.pressSequentially('123');
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

// The customer's browser is signed in already (the setup project's stored session).
test.use({ storageState: storageStateFor('user@demo.test') });

for (const vp of VIEWPORTS) {
  test.describe(`on a ${vp.name}`, () => {
    test.use({ viewport: vp.viewport, isMobile: vp.isMobile, hasTouch: vp.hasTouch });

    test('accept and pay an offer on one page: a declined card first (focus on the message), then 4242', async ({ page: customer, otherPage: venue }) => {
      test.setTimeout(60_000);
      const { enquiryId: enquiry, offerId: offer } = await pendingOffer(customer, venue, `accept-and-pay ${vp.name}` as const, 'E2E accept and pay');

      // The old review address still works: it lands on the one page.
      await customer.goto(`/sg/enquiries/${enquiry}/review-booking/${offer}`);
      await expect(customer).toHaveURL(new RegExp(`/sg/enquiries/${enquiry}/view-offer/${offer}$`));
      await expect(customer.getByRole('heading', { level: 1, name: 'Accept and pay' })).toBeVisible();

      // The summary once, beside the card on a laptop, above it on a phone.
      const summary = (await customer.locator('.enq-pay-summary').boundingBox())!;
      const form = (await customer.locator('.enq-pay-form').boundingBox())!;
      if (vp.name === 'laptop') expect(form.x).toBeGreaterThanOrEqual(summary.x + summary.width);
      else expect(form.y).toBeGreaterThanOrEqual(summary.y + summary.height);
      await expect(customer.getByRole('region', { name: 'Price' })).toContainText('SGD 327.00');
      await expect(customer.getByRole('heading', { name: 'Cancellation and refunds' })).toBeVisible();
      await expect(customer.getByText(/Version \d/)).toHaveCount(0);

      // The card fields ask for the numeric keypad and the browser's saved card.
      await expect(customer.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
      await expect(customer.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
      await expect(customer.getByLabel('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
      await expect(customer.getByLabel('Security code')).toHaveAttribute('autocomplete', 'cc-csc');

      // One consent, then a declined card: the offer is accepted, the message has the focus.
      await typeCard(customer, '4000000000000002');
      await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
      await customer.getByRole('button', { name: 'Accept and pay SGD 327.00' }).click();
      const alert = customer.getByRole('alert').filter({ hasText: 'The payment did not go through' });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(alert).toContainText(/declined/);
      await expect(alert).toBeFocused();

      // Retry with 4242 on the same page: the offer is accepted now, so the button only pays.
      await typeCard(customer, '4242424242424242');
      await customer.getByRole('button', { name: 'Pay SGD 327.00' }).click();
      await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 20_000 });
      await expect(customer).toHaveURL(new RegExp(`/sg/enquiries/${enquiry}/sucess-payment`));
    });
  });
}
