import { expect, test, type Page } from './fixtures';
import { PASSWORD, TENANT, apiAs, dayOf, muteAnnouncementsFor, useStoredSession } from './helpers';

// A customer and a venue's team in two browsers. An enquiry from the venue page, a
// message and a photo that appear on the other side without a reload, a badge that counts up live,
// and a custom offer and a request to book answered live.

/** A 1×1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A published venue of the demo owner's organisation (the one the owner answers for). */
async function ownersVenue(page: Page): Promise<string> {
  const login = await page.request.post('/api/v2/auth/login', { headers: TENANT, data: { email: 'owner@demo.test', password: PASSWORD, role: 'venue' } });
  const token = (await login.json()).data.accessToken as string;
  const list = await page.request.get('/api/v1/enquiries', { headers: { ...TENANT, authorization: `Bearer ${token}` }, params: { limit: 1 } });
  return ((await list.json()).data.data[0].venue.slug as string) ?? '';
}

test('an enquiry from the venue page, a live chat between the two sides, and a live badge', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(90_000);

  const slug = await ownersVenue(venue);
  // The venue's side is the owner's venue admin: its unread count is moved by no other test's
  // reading (tests beside this one open the owner's conversations, which lowers the owner's count).
  await useStoredSession(venue, 'lister@demo.test');
  await venue.goto('/sg/enquiries');
  await expect(venue.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const badge = venue.getByRole('link', { name: /^Enquiries/ }).first();
  const before = Number((await badge.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  // The customer enquires from the venue page signed out: the form first, then signing in
  // (docs/adr/0114-enquiring-before-signing-up.md), which sends the kept enquiry.
  await customer.goto(`/sg/venues/${slug}`);
  await customer.getByRole('link', { name: 'Send enquiry' }).first().click();
  await expect(customer).toHaveURL(/\/sg\/enquiries\/new\?venue=/);
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  // antd's Select and DatePicker: open the list and click the option; type the date and press Enter.
  await customer.getByRole('combobox', { name: 'Type of event' }).click();
  await customer.locator('.ant-select-item-option[title="Workshops"]').click();
  await customer.getByLabel('Date').fill(date);
  await customer.getByLabel('Date').press('Enter');
  await customer.getByLabel('Guests').fill('18');
  const text = `E2E workshop ${Date.now()}`;
  await customer.getByLabel('Message').fill(text);
  await customer.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(customer.getByText(/is ready: sign up or sign in to send it/)).toBeVisible();
  await muteAnnouncementsFor('friend@demo.test', 'user');
  await customer.getByRole('link', { name: 'Sign in' }).first().click();
  // The customer's sign-in page, not the chooser's form still on screen for a moment after the click.
  await expect(customer.getByRole('heading', { level: 1, name: 'Sign in as a customer' })).toBeVisible();
  await customer.getByLabel(/e-?mail/i).fill('friend@demo.test');
  await customer.getByLabel(/^password/i).fill(PASSWORD);
  await customer.getByRole('button', { name: /sign in/i }).click();
  await expect(customer).toHaveURL(/\/sg\/enquiries\/[0-9a-f-]{36}$/);
  await expect(customer.getByRole('log')).toContainText(text);

  // The venue's badge counts up without a reload, and the new conversation is in its inbox.
  await expect.poll(async () => Number((await badge.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(venue.getByText(text)).toBeVisible({ timeout: 15_000 });
  await venue.getByRole('link', { name: 'Fran Friend' }).first().click();
  await expect(venue.getByRole('log')).toContainText(text);

  // A reply appears in the customer's open chat without a reload, and the reverse.
  const reply = `Yes, we can host your workshop ${Date.now()}`;
  await venue.getByLabel(/^Message to/).fill(reply);
  await venue.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(customer.getByRole('log')).toContainText(reply, { timeout: 15_000 });
  const answer = `Great, thank you ${Date.now()}`;
  await customer.getByLabel(/^Message to/).fill(answer);
  await customer.keyboard.press('Enter');
  await expect(venue.getByRole('log')).toContainText(answer, { timeout: 15_000 });
  // The venue had the chat open: its reply shows as seen by the customer.
  await expect(venue.getByRole('log')).toContainText('Seen', { timeout: 15_000 });

  // A photo attached by the venue reaches the customer's chat, loaded with the customer's own token.
  await venue.locator('input[type=file]').setInputFiles({ name: 'floor-plan.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
  await expect(venue.getByRole('list', { name: 'Files to send' })).toContainText('floor-plan.png');
  await expect(venue.getByRole('button', { name: 'Send', exact: true })).toBeEnabled({ timeout: 15_000 });
  await venue.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(customer.getByRole('log').getByRole('img', { name: 'floor-plan.png' })).toBeVisible({ timeout: 15_000 });
});

test('a custom offer: the venue prices it, the customer sees it live with its refund schedule and accepts; a request to book answered live', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(120_000);

  // The scene: an enquiry from user@demo.test to one of the owner's venues, on a day of this test's own.
  const owner = await apiAs(venue, 'owner@demo.test', 'venue');
  const venueRef = (await owner.get('/v1/enquiries?limit=1')).data[0].venue;
  const user = await apiAs(customer, 'user@demo.test', 'user');
  const day = dayOf('enquiries offer');
  const text = `E2E offer ${Date.now()}`;
  const e = await user.post('/v1/enquiries', { venue_id: venueRef._id, event_type: 'corporate-events', event_date: day, start_time: '09:00', end_time: '12:00', guests: 12, message: text });

  await useStoredSession(customer, 'user@demo.test');
  await customer.goto(`/sg/enquiries/${e._id}`);
  await expect(customer.getByRole('log')).toContainText(text);
  await useStoredSession(venue, 'owner@demo.test');
  await venue.goto(`/sg/enquiries/${e._id}`);

  // The venue sends an offer: the form starts from the enquiry and the space's listed price.
  await venue.getByRole('link', { name: 'Send a custom offer' }).click();
  await expect(venue.getByRole('heading', { level: 1, name: /^Custom offer for/ })).toBeVisible();
  await expect(venue.getByLabel('Date')).toHaveValue(day);
  await venue.getByLabel('Line 1', { exact: true }).fill('Room hire with projector');
  await venue.getByRole('button', { name: 'Add a line' }).click();
  await venue.getByLabel('Line 2', { exact: true }).fill('Coffee and pastries');
  await venue.getByLabel('Quantity').nth(1).fill('12');
  await venue.getByLabel('Unit price').nth(1).fill('8.50');
  await venue.getByLabel('Note to the customer').fill('Setup from 08:30 included.');
  await venue.getByRole('button', { name: 'Send offer' }).click();
  await expect(venue).toHaveURL(new RegExp(`/sg/enquiries/${e._id}$`));
  await expect(venue.getByTestId('offer-card')).toContainText('Waiting for the customer');

  // It reaches the customer's open chat without a reload; one primary action: accept and pay, on one
  // page with the whole offer and its refund schedule (docs/adr/0102-accept-and-pay.md).
  const card = customer.getByTestId('offer-card');
  await expect(card).toContainText('Waiting for the customer', { timeout: 15_000 });
  await card.getByRole('link', { name: 'Accept and pay' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Accept and pay' })).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Price' }).locator('.ant-table')).toContainText('Coffee and pastries');
  await expect(customer.getByText(/GST 9%/)).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Cancellation and refunds' })).toBeVisible();
  await expect(customer.getByText(/^100%: SGD/)).toBeVisible();

  // Pressing pay accepts the offer; a declined card leaves it accepted, ready to pay.
  await customer.getByLabel('Card number').fill('4000 0000 0000 0002');
  await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customer.getByLabel('Security code').fill('123');
  await customer.getByRole('button', { name: /^Accept and pay SGD/ }).click();
  await expect(customer.getByText('Tick the box to agree before paying.')).toBeVisible();
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await customer.getByRole('button', { name: /^Accept and pay SGD/ }).click();
  await expect(customer.getByText('The payment did not go through')).toBeVisible({ timeout: 20_000 });
  await expect(customer.getByRole('button', { name: /^Pay SGD/ })).toBeVisible();
  // The venue's open chat shows it at once.
  await expect(venue.getByTestId('offer-card')).toContainText('Accepted: ready to pay', { timeout: 15_000 });

  // A request to book at the listed price, answered live by the venue.
  await customer.goto(`/sg/enquiries/${e._id}`);
  await customer.getByRole('link', { name: 'Request to book' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: /^Request to book at/ })).toBeVisible();
  // Typed times are taken as typed (the pickers need no confirming); Tab, not Enter, moves on:
  // Enter in a field submits the form there and then, with the enquiry's 12 guests, and a click
  // on "Send request" while that answer is on its way is ignored.
  for (const [label, time] of [['From', '14:00'], ['To', '16:00']] as const) {
    await customer.getByLabel(label, { exact: true }).fill(time);
    await customer.getByLabel(label, { exact: true }).press('Tab');
    // Left with a time it did not take, the field would show the old one again.
    await expect(customer.getByLabel(label, { exact: true })).toHaveValue(time);
  }
  // The enquiry's 12 guests are more than this space takes: a request to book stays within it.
  await customer.getByLabel('Guests').fill('6');
  await customer.getByRole('button', { name: 'Send request' }).click();
  await expect(customer).toHaveURL(new RegExp(`/sg/enquiries/${e._id}$`));
  const request = venue.getByTestId('request-card');
  await expect(request).toContainText('Waiting for the venue', { timeout: 15_000 });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(customer.getByTestId('request-card')).toContainText('Accepted', { timeout: 15_000 });
  await expect(customer.getByTestId('offer-card')).toHaveCount(2, { timeout: 15_000 });
});
