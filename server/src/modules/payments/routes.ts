import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { namedPlugin } from '../../lib/plugin-name';

/** Checkout, the test provider's card confirmation and Stripe's webhook; registered under /api/v1. */
export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments, stripeWebhooks } = fastify.services;
  const auth = { onRequest: app.requireUser };
  const key = (h: Record<string, unknown>) => (typeof h['idempotency-key'] === 'string' ? h['idempotency-key'] : null);

  // Public: the pay pages read it from their page data (site/page-data.ts) to mount Stripe's form.
  app.get('/payments/settings', { schema: paymentsApi.settings }, async () => {
    const stripe = fastify.config.stripe;
    return { data: stripe ? { provider: 'stripe' as const, publishable_key: stripe.publishableKey } : { provider: 'test' as const, publishable_key: null } };
  });
  app.post('/offers/:id/checkout', { ...auth, schema: paymentsApi.checkout }, async (req, reply) => {
    const r = await payments.checkout(currentUser(req), req.params.id, key(req.headers));
    return reply.status(r.created ? 201 : 200).send({ data: r.session });
  });
  app.post('/extra-charges/:id/checkout', { ...auth, schema: paymentsApi.extraChargeCheckout }, async (req, reply) => {
    const r = await payments.checkoutExtraCharge(currentUser(req), req.params.id, key(req.headers));
    return reply.status(r.created ? 201 : 200).send({ data: r.session });
  });
  app.get('/payments/:id', { ...auth, schema: paymentsApi.get }, async (req) => ({ data: await payments.get(currentUser(req), req.params.id) }));
  app.post('/payments/:id/confirm', { ...auth, schema: paymentsApi.confirm }, async (req) => ({ data: await payments.confirm(currentUser(req), req.params.id, req.body) }));
  app.post('/payments/:id/authenticate', { ...auth, schema: paymentsApi.authenticate }, async (req) => ({ data: await payments.authenticate(currentUser(req), req.params.id, req.body.outcome) }));

  // Stripe signs the exact bytes it sent: this route alone reads its JSON body raw.
  await app.register(namedPlugin('payments stripe webhook', async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/payments/webhook/stripe', { schema: paymentsApi.stripeWebhook }, async (req) => {
      const sig = req.headers['stripe-signature'];
      await stripeWebhooks.receive(req.body as Buffer, typeof sig === 'string' ? sig : undefined);
      return { received: true as const };
    });
  }));
}
