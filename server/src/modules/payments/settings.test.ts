import { createTestApp, type TestApp } from '../../test/helpers';

// GET /v1/payments/settings: what the pay pages need to draw the provider's card form, public
// (tenant headers only), with nothing secret in it.

const STRIPE = { secretKey: 'sk_test_settings', webhookSecret: 'whsec_settings', publishableKey: 'pk_test_settings', apiBase: null };
const settings = async (t: TestApp) => t.req({ url: '/api/v1/payments/settings' });

test('the test provider: no key', async () => {
  const t = await createTestApp();
  try {
    const r = await settings(t);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ provider: 'test', publishable_key: null });
  } finally {
    await t.close();
  }
});

test('Stripe: the publishable key and never the secret ones; tenant headers are required', async () => {
  const t = await createTestApp({ stripe: STRIPE });
  try {
    const r = await settings(t);
    expect(r.json().data).toEqual({ provider: 'stripe', publishable_key: 'pk_test_settings' });
    expect(r.body).not.toMatch(/sk_test|whsec_/);
    expect((await t.req({ url: '/api/v1/payments/settings', tenant: false })).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
