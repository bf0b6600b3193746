import { randomUUID } from 'node:crypto';
import type { PaymentProvider, ProviderRefund } from './provider';

/**
 * The built-in provider (no keys, no network): the money moves only in our tables. Its checkout is
 * our own page (mf-enquiries) that posts the card to /v1/payments/{id}/confirm, where the public
 * test numbers decide the outcome (provider.ts testCardOutcome).
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createIntent(p) {
    return { ref: `test_pi_${p.paymentId.replace(/-/g, '')}`, clientSecret: null };
  },
  async refund(p): Promise<ProviderRefund> {
    if (p.refundFails) return { ref: null, status: 'failed', error: 'The card issuer refused the refund (test card 4000 0000 0000 5126)' };
    return { ref: `test_re_${randomUUID().replace(/-/g, '')}`, status: 'succeeded', error: null };
  },
  async intentState() {
    return null;
  },
  connect: null,
};
