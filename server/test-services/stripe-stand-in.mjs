// A local stand-in for the few Stripe API endpoints the payments module calls (Stripe's own mock
// server cannot be installed here), answering with their documented shapes: PaymentIntents
// (create, retrieve) and Refunds (create). Like Stripe, a request repeated with the same
// Idempotency-Key answers the first result without creating anything. Every request is recorded.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[payment_id]=…`, `transfer_data[destination]=…`) into an object. */
function parseForm(body) {
  const out = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const path = k.replace(/\]/g, '').split('[');
    let o = out;
    for (const p of path.slice(0, -1)) o = o[p] ??= {};
    o[path.at(-1)] = v;
  }
  return out;
}

export async function startStripeStandIn({ host = '127.0.0.1', port = 0 } = {}) {
  const requests = [];
  const intents = new Map();
  const refunds = new Map();
  const byKey = new Map();
  /** Set to make the next refunds fail (status `failed`), as a card issuer can. */
  const behaviour = { refundStatus: 'succeeded' };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://x');
      const params = parseForm(body);
      const key = req.headers['idempotency-key'];
      requests.push({ method: req.method, path: url.pathname, params, idempotencyKey: key ?? null, auth: req.headers.authorization ?? '' });
      const send = (status, obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(obj));
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (key && byKey.has(`${req.method} ${url.pathname} ${key}`)) return send(200, byKey.get(`${req.method} ${url.pathname} ${key}`));
      const remember = (obj) => {
        if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, obj);
        send(200, obj);
      };
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (!params.amount || !params.currency) return send(400, { error: { type: 'invalid_request_error', message: 'Missing required param: amount.' } });
        const pi = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          status: 'requires_payment_method',
          client_secret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`,
          metadata: params.metadata ?? {},
          description: params.description ?? null,
          transfer_data: params.transfer_data ?? null,
          application_fee_amount: params.application_fee_amount ? Number(params.application_fee_amount) : null,
          last_payment_error: null,
          livemode: false,
        };
        intents.set(pi.id, pi);
        return remember(pi);
      }
      const m = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) return intents.has(m[1]) ? send(200, intents.get(m[1])) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const pi = intents.get(params.payment_intent);
        if (!pi) return send(400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${params.payment_intent}'` } });
        const re = {
          id: id('re'),
          object: 'refund',
          amount: Number(params.amount ?? pi.amount),
          currency: pi.currency,
          payment_intent: pi.id,
          status: behaviour.refundStatus,
          failure_reason: behaviour.refundStatus === 'failed' ? 'declined' : null,
          reason: null,
        };
        refunds.set(re.id, re);
        return remember(re);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: p } = server.address();
  return {
    url: `http://${host}:${p}`,
    requests,
    intents,
    refunds,
    behaviour,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
