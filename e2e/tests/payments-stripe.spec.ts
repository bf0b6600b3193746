import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { pendingOffer, sessionOf, type DayKey } from './helpers';
import { freshDataDir, servicePorts } from '../test-services.mjs';
import { startStripeStandIn } from '../../server/test-services/stripe-stand-in.mjs';

// Paying through Stripe's Payment Element (docs/transactions.md "Payments and bookings"), on a site of its own
// whose payments run on Stripe: the server talks to the Stripe API stand-in, which sends its
// signed webhooks back; the browser gets a stand-in for Stripe.js (e2e/stripe-js-stand-in.js)
// before the page loads, so the pay page's own code runs for real. Stripe.js is not Stripe's here,
// so the stand-in's calls to the API stand-in (another origin) pass the page's CSP by bypassing it;
// the server's policy for Stripe is checked in server/src/plugins/__tests__/security-headers.test.ts.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const ports = servicePorts(E2E_PORT);
const SITE = `http://localhost:${ports.stripeSite}`;
const WEBHOOK_SECRET = 'whsec_e2e_stripe';

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let server: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SITE, bypassCSP: true });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  stripe = await startStripeStandIn({ port: ports.stripeApi, webhook: { url: `${SITE}/api/v1/payments/webhook/stripe`, secret: WEBHOOK_SECRET } });
  dataDir = await freshDataDir(E2E_PORT); // the run's seeded data, copied
  server = spawn('node', [path.join(ROOT, 'server/dist/server.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(ports.stripeSite),
      DATA_DIR: dataDir,
      STATIC_ROOT: ROOT,
      PUBLIC_URL: SITE,
      LOGIN_LIMIT_IP_ATTEMPTS: '10000',
      ACCOUNT_LIMIT_IP_REQUESTS: '10000',
      STRIPE_SECRET_KEY: 'sk_test_e2e_site',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_site',
      STRIPE_API_BASE: stripe.url,
    },
  });
  await expect.poll(async () => (await request.get(`${SITE}/api/health`).catch(() => null))?.status(), { timeout: 150_000, intervals: [1000] }).toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await stripe?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Stripe.js's stand-in, before any page script runs, pointed at the API stand-in. */
async function withStripeJs(page: Page) {
  await page.addInitScript(`window.__STRIPE_STAND_IN__ = { api: ${JSON.stringify(stripe.url)} };`);
  await page.addInitScript({ path: path.join(ROOT, 'e2e/stripe-js-stand-in.js') });
}

async function openOffer(customer: Page, venue: Page, day: DayKey, message: string) {
  const scene = await pendingOffer(customer, venue, day, message);
  await withStripeJs(customer);
  // A session of its own on this site, for each test (the stored ones are the suite's server's).
  await sessionOf(customer.context(), { email: 'user@demo.test', role: 'user' }, { site: SITE });
  await customer.goto(`/sg/enquiries/${scene.enquiryId}/view-offer/${scene.offerId}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Accept and pay' })).toBeVisible();
  return scene;
}

const card = (page: Page) => page.getByLabel('Test card number');

test('the settings reach the page with the publishable key only; a declined card says why and the form stays; 4242 books', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(60_000);
  const { enquiryId } = await openOffer(customer, venue, 'stripe decline', 'E2E Stripe decline then pay');
  // Stripe's form, no card form of ours and no words of a later release.
  await expect(card(customer)).toBeVisible();
  await expect(customer.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await expect(customer.getByText(/next release/)).toHaveCount(0);
  const html = await (await customer.request.get(customer.url(), { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('pk_test_e2e_site');
  expect(html).not.toMatch(/sk_test_e2e_site|whsec_/);

  await card(customer).fill('4000 0000 0000 0002');
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await customer.getByRole('button', { name: 'Accept and pay SGD 327.00' }).click();
  const alert = customer.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Your card was declined.');
  await expect(alert).toBeFocused();

  // The offer is accepted now; the same payment (the same PaymentIntent) takes another card.
  await card(customer).fill('4242 4242 4242 4242');
  await customer.getByRole('button', { name: 'Pay SGD 327.00' }).click();
  await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 30_000 });
  await expect(customer).toHaveURL(new RegExp(`/sg/enquiries/${enquiryId}/sucess-payment\\?payment=`));
  const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  expect(created.at(-1)?.params).toMatchObject({ amount: '32700', currency: 'sgd', automatic_payment_methods: { enabled: 'true' } });
  expect(stripe.requests.filter((r) => r.path.endsWith('/confirm')).length).toBeGreaterThanOrEqual(2);
});

test('a card that asks for 3-D Secure goes to the bank and comes back to the success page, which waits for the webhook', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(60_000);
  const { enquiryId } = await openOffer(customer, venue, 'stripe 3ds', 'E2E Stripe 3-D Secure');
  await card(customer).fill('4000 0025 0000 3155');
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await customer.getByRole('button', { name: 'Accept and pay SGD 327.00' }).click();
  await expect(customer.getByRole('heading', { name: 'Test bank: confirm the payment' })).toBeVisible({ timeout: 20_000 });
  await customer.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(customer).toHaveURL(new RegExp(`${SITE}/sg/enquiries/${enquiryId}/sucess-payment\\?payment=.*redirect_status=succeeded`));
  await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 30_000 });
});

test('a failed bank check comes back saying so, and the customer pays again on the same payment', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(60_000);
  await openOffer(customer, venue, 'stripe failed 3ds', 'E2E Stripe failed bank check');
  await card(customer).fill('4000 0025 0000 3155');
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await customer.getByRole('button', { name: 'Accept and pay SGD 327.00' }).click();
  await customer.getByRole('button', { name: 'Fail authentication' }).click({ timeout: 20_000 });
  await expect(customer.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible({ timeout: 20_000 });
  await expect(customer.getByText(/could not confirm it was you/)).toBeVisible();
  await customer.getByRole('link', { name: 'Try again' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
  await card(customer).fill('4242 4242 4242 4242');
  await customer.getByRole('button', { name: 'Pay SGD 327.00' }).click();
  await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 30_000 });
});

test('a reload in the middle resumes the same payment: no second PaymentIntent', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(60_000);
  await openOffer(customer, venue, 'stripe reload', 'E2E Stripe reload');
  // Accepted and opened with a declined card, then the page is reloaded.
  await card(customer).fill('4000 0000 0000 0002');
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await customer.getByRole('button', { name: 'Accept and pay SGD 327.00' }).click();
  await expect(customer.getByRole('alert').filter({ hasText: 'The payment did not go through' })).toBeVisible({ timeout: 20_000 });
  const before = stripe.intents.size;
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
  await card(customer).fill('4242 4242 4242 4242');
  await customer.getByRole('button', { name: 'Pay SGD 327.00' }).click();
  await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 30_000 });
  expect(stripe.intents.size).toBe(before);
});

test('extra charges are paid on the same Payment Element, through a bank check and back', async ({ page: customer, otherPage: venue }) => {
  test.setTimeout(90_000);
  const { owner, user, enquiryId } = await openOffer(customer, venue, 'stripe extra charges', 'E2E Stripe extra charges');
  await card(customer).fill('4242 4242 4242 4242');
  await customer.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }).check();
  await customer.getByRole('button', { name: 'Accept and pay SGD 327.00' }).click();
  await expect(customer.getByRole('heading', { name: /^Booking confirmed: BK-/ })).toBeVisible({ timeout: 30_000 });
  const paymentId = new URL(customer.url()).searchParams.get('payment')!;
  const bookingId = (await user.get(`/v1/payments/${paymentId}`)).booking_id as string;
  // 1 × 50.00 + 9% GST.
  await owner.post(`/v1/bookings/${bookingId}/extra-charges`, { lines: [{ description: 'An extra hour', quantity: 1, unit_amount_minor: 5000 }], note: 'E2E Stripe extra hour' });

  await customer.goto(`/sg/user-enquiries/${enquiryId}/booking?booking=${bookingId}`);
  await customer.getByRole('button', { name: 'Pay SGD 54.50' }).click();
  await expect(customer).toHaveURL(new RegExp(`/sg/enquiries/${enquiryId}/checkout/`));
  await card(customer).fill('4000 0025 0000 3155');
  await customer.getByRole('button', { name: 'Pay SGD 54.50' }).click();
  await customer.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 20_000 });
  await expect(customer).toHaveURL(new RegExp(`${SITE}/sg/enquiries/${enquiryId}/sucess-payment\\?payment=.*redirect_status=succeeded`));
  await expect(customer.getByRole('heading', { name: 'Extra charges paid' })).toBeVisible({ timeout: 30_000 });
  const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  expect(created.at(-1)?.params).toMatchObject({ amount: '5450', currency: 'sgd' });
});

test('the owner sets up payouts: Stripe’s onboarding, back to the page, the account ready and the held shares transferred', async ({ page: owner }) => {
  test.setTimeout(60_000);
  // The bookings paid above are the demo owner's: their shares wait for an account.
  await sessionOf(owner.context(), { email: 'owner@demo.test', role: 'venue' }, { site: SITE });
  await owner.goto('/sg/payouts');
  await expect(owner.getByRole('heading', { name: 'Held for you' })).toBeVisible();
  await expect(owner.getByText('Nothing is held')).toHaveCount(0);
  const before = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers').length;
  await owner.getByRole('button', { name: 'Set up payouts with Stripe' }).click();
  await expect(owner.getByRole('heading', { name: 'Stripe test onboarding' })).toBeVisible({ timeout: 20_000 });
  await owner.getByRole('button', { name: 'Finish onboarding' }).click();
  // Back on the page: the account is read again, the address loses its query, money flows.
  await expect(owner).toHaveURL(`${SITE}/sg/payouts`, { timeout: 20_000 });
  await expect(owner.getByText('Payouts enabled')).toBeVisible({ timeout: 20_000 });
  await expect(owner.getByText('Nothing is held')).toBeVisible();
  await expect(owner.getByText('Transferred').first()).toBeVisible();
  expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers').length).toBeGreaterThan(before);
});
