// A local stand-in for the few Stripe API endpoints the payments and payouts modules call
// (Stripe's own mock server cannot be installed here), answering with their documented shapes:
// PaymentIntents (create, retrieve), Refunds (create), and Connect: Express accounts (create,
// retrieve), account links, Transfers and their reversals, and a connected account's payouts
// (`Stripe-Account` header). Like Stripe, a request repeated with the same Idempotency-Key answers
// the first result without creating anything. Every request is recorded.
//
// For the browser (e2e/stripe-js-stand-in.js stands in for Stripe.js), it also confirms a
// PaymentIntent with its client secret and a test card, as Stripe.js does with the publishable
// key, plays the bank's page of a card that asks for 3-D Secure, and sends the outcome as a signed
// webhook to `webhook.url`, as Stripe does.
import { createServer } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const invalid = (message, param) => ({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

/** What a new Express account still needs before Stripe enables it. */
const ONBOARDING_DUE = ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];

/**
 * An account's state as onboarding leaves it: `ready` (charges and payouts enabled), `restricted`
 * (details submitted, Stripe needs more), `onboarding` (nothing submitted yet).
 */
function setAccountState(a, state) {
  const ready = state === 'ready';
  a.charges_enabled = ready;
  a.payouts_enabled = ready;
  a.details_submitted = state !== 'onboarding';
  const due = ready ? [] : state === 'restricted' ? ['individual.verification.document'] : [...ONBOARDING_DUE];
  a.requirements = { ...a.requirements, currently_due: due, eventually_due: due, past_due: state === 'restricted' ? due : [], disabled_reason: ready ? null : 'requirements.past_due' };
  return a;
}

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

/** Stripe's Stripe-Signature header for a payload (t=…,v1=HMAC-SHA256 of "t.payload"). */
function signature(payload, secret) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/** What a test card does when Stripe.js confirms with it (Stripe's documented test numbers). */
const CARD_OUTCOMES = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
};

const escapeHtml = (v) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStandIn({ host = '127.0.0.1', port = 0, webhook = null } = {}) {
  const requests = [];
  const intents = new Map();
  const refunds = new Map();
  const accounts = new Map();
  const transfers = new Map();
  /** A connected account's payouts (tests add them: Stripe makes them on its schedule). */
  const payouts = new Map();
  const byKey = new Map();
  /**
   * refundStatus: the next refunds' status (`failed`, as a card issuer can). transferError: when
   * set, transfers are refused with this message (e.g. the platform's balance is too low).
   */
  const behaviour = { refundStatus: 'succeeded', transferError: null };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://x');
      const params = parseForm(body);
      const key = req.headers['idempotency-key'];
      requests.push({ method: req.method, path: url.pathname, params, idempotencyKey: key ?? null, auth: req.headers.authorization ?? '', account: req.headers['stripe-account'] ?? null });
      const send = (status, obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(obj));
      };
      // Stripe.js calls from the page's origin.
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'GET, POST' });
        return res.end();
      }
      const browser = browserCall(req.method, url, params, req.headers.authorization);
      if (browser) return browser(res, send);
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (key && byKey.has(`${req.method} ${url.pathname} ${key}`)) return send(200, byKey.get(`${req.method} ${url.pathname} ${key}`));
      const remember = (obj) => {
        if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, obj);
        send(200, obj);
      };
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (!params.amount || !params.currency) return send(400, { error: { type: 'invalid_request_error', message: 'Missing required param: amount.' } });
        const piId = id('pi');
        const pi = {
          id: piId,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          status: 'requires_payment_method',
          client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
          metadata: params.metadata ?? {},
          description: params.description ?? null,
          transfer_data: params.transfer_data ?? null,
          transfer_group: params.transfer_group ?? null,
          latest_charge: null,
          application_fee_amount: params.application_fee_amount ? Number(params.application_fee_amount) : null,
          last_payment_error: null,
          livemode: false,
        };
        intents.set(pi.id, pi);
        return remember(pi);
      }
      const m = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const pi = intents.get(m[1]);
        if (!pi) return send(404, invalid('No such payment_intent'));
        // A confirmed payment has made its charge (a transfer's source_transaction).
        if (pi.status === 'succeeded' && !pi.latest_charge) pi.latest_charge = id('ch');
        return send(200, pi);
      }
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
      // ---- Connect
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        if (params.type !== 'express') return send(400, invalid('This stand-in makes Express accounts only: type=express', 'type'));
        if (!/^[A-Z]{2}$/.test(params.country ?? '')) return send(400, invalid(`Invalid country: '${params.country}'`, 'country'));
        const a = setAccountState(
          {
            id: id('acct'),
            object: 'account',
            type: 'express',
            country: params.country,
            email: params.email ?? null,
            default_currency: null,
            capabilities: Object.fromEntries(Object.keys(params.capabilities ?? {}).map((c) => [c, 'inactive'])),
            metadata: params.metadata ?? {},
            requirements: { currently_due: [], eventually_due: [], past_due: [], pending_verification: [], current_deadline: null, disabled_reason: null, errors: [] },
            created: now(),
          },
          'onboarding',
        );
        accounts.set(a.id, a);
        return remember(a);
      }
      const acct = /^\/v1\/accounts\/(acct_\w+)$/.exec(url.pathname);
      if (req.method === 'GET' && acct) return accounts.has(acct[1]) ? send(200, accounts.get(acct[1])) : send(404, invalid(`No such account: '${acct[1]}'`, 'account'));
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        if (!accounts.has(params.account)) return send(400, invalid(`No such account: '${params.account}'`, 'account'));
        if (params.type !== 'account_onboarding' && params.type !== 'account_update') return send(400, invalid('Invalid type', 'type'));
        for (const k of ['refresh_url', 'return_url']) if (!/^https?:\/\//.test(params[k] ?? '')) return send(400, invalid(`Not a valid URL: ${k}`, k));
        return remember({ object: 'account_link', created: now(), expires_at: now() + 300, url: `${base()}/connect/onboarding/${params.account}?return_url=${encodeURIComponent(params.return_url)}` });
      }
      if (req.method === 'POST' && url.pathname === '/v1/transfers') {
        const amount = Number(params.amount);
        if (!(amount > 0)) return send(400, invalid('Invalid positive integer', 'amount'));
        if (!params.currency) return send(400, invalid('Missing required param: currency.', 'currency'));
        if (!accounts.has(params.destination)) return send(400, invalid(`No such destination: '${params.destination}'`, 'destination'));
        if (behaviour.transferError) return send(400, invalid(behaviour.transferError));
        const tr = {
          id: id('tr'),
          object: 'transfer',
          amount,
          amount_reversed: 0,
          currency: params.currency,
          destination: params.destination,
          source_transaction: params.source_transaction ?? null,
          transfer_group: params.transfer_group ?? null,
          reversed: false,
          reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
          metadata: params.metadata ?? {},
          created: now(),
          livemode: false,
        };
        tr.reversals.url = `/v1/transfers/${tr.id}/reversals`;
        transfers.set(tr.id, tr);
        return remember(tr);
      }
      const rev = /^\/v1\/transfers\/(tr_\w+)\/reversals$/.exec(url.pathname);
      if (req.method === 'POST' && rev) {
        const tr = transfers.get(rev[1]);
        if (!tr) return send(404, invalid(`No such transfer: '${rev[1]}'`, 'id'));
        const amount = params.amount ? Number(params.amount) : tr.amount - tr.amount_reversed;
        if (!(amount > 0) || amount > tr.amount - tr.amount_reversed) return send(400, invalid(`Amount must be no more than ${tr.amount - tr.amount_reversed}`, 'amount'));
        const r = { id: id('trr'), object: 'transfer_reversal', amount, currency: tr.currency, transfer: tr.id, metadata: params.metadata ?? {}, created: now() };
        tr.amount_reversed += amount;
        tr.reversed = tr.amount_reversed >= tr.amount;
        tr.reversals.data.unshift(r);
        tr.reversals.total_count++;
        return remember(r);
      }
      if (req.method === 'GET' && url.pathname === '/v1/payouts') {
        const account = req.headers['stripe-account'];
        if (!account || !accounts.has(account)) return send(400, invalid('Payouts are listed on a connected account: send the Stripe-Account header'));
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const all = [...(payouts.get(account) ?? [])].sort((x, y) => y.created - x.created);
        return send(200, { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/payouts' });
      }
      send(404, invalid(`Unrecognized request URL (${req.method}: ${url.pathname})`));
    });
  });
  /** Sends a PaymentIntent's event to the site, signed as Stripe signs it. */
  async function notify(type, pi) {
    if (!webhook) return;
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, data: { object: pi }, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false });
    const r = await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload, webhook.secret) }, body: payload });
    if (!r.ok) console.error(`[stripe stand-in] webhook ${type} answered ${r.status}: ${await r.text()}`);
  }

  /** Settles an intent the way its test card says, and tells the site. */
  function settle(pi, outcome) {
    if (outcome === 'succeeded') {
      Object.assign(pi, { status: 'succeeded', last_payment_error: null });
      void notify('payment_intent.succeeded', pi);
    } else {
      const message = outcome === 'insufficient_funds' ? 'Your card has insufficient funds.' : outcome === 'authentication_failed' ? 'We are unable to authenticate your payment method.' : 'Your card was declined.';
      Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: { type: 'card_error', code: outcome === 'authentication_failed' ? 'payment_intent_authentication_failure' : 'card_declined', decline_code: outcome, message } });
      void notify('payment_intent.payment_failed', pi);
    }
  }

  /**
   * The calls Stripe.js makes from the browser with the publishable key and the client secret:
   * confirming an intent, and the bank's page of a card that asks for 3-D Secure. Null for others.
   */
  function browserCall(method, url, params, auth) {
    const confirm = /^\/v1\/payment_intents\/(\w+)\/confirm$/.exec(url.pathname);
    if (method === 'POST' && confirm) {
      return (_res, send) => {
        const pi = intents.get(confirm[1]);
        if (!String(auth ?? '').startsWith('Bearer pk_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        if (!pi || params.client_secret !== pi.client_secret) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (pi.status === 'succeeded') return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.', payment_intent: pi } });
        const number = String(params.payment_method_data?.card?.number ?? '').replace(/\D/g, '');
        const outcome = CARD_OUTCOMES[number] ?? 'card_declined';
        if (outcome === 'requires_action') {
          Object.assign(pi, { status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: `${base()}/bank/${pi.id}?return_url=${encodeURIComponent(params.return_url ?? '')}`, return_url: params.return_url ?? null } } });
          return send(200, pi);
        }
        settle(pi, outcome);
        if (pi.status === 'succeeded') return send(200, pi);
        return send(402, { error: { ...pi.last_payment_error, payment_intent: pi } });
      };
    }
    // Stripe's hosted onboarding, played: "Finish" makes the account ready and returns to the site.
    const onboarding = /^\/connect\/onboarding\/(\w+)(\/finish)?$/.exec(url.pathname);
    if (onboarding) {
      return (res) => {
        const a = accounts.get(onboarding[1]);
        const back = url.searchParams.get('return_url') ?? '';
        if (!a) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('No such account.');
        }
        if (method === 'POST' && onboarding[2]) {
          setAccountState(a, 'ready');
          res.writeHead(303, { location: back });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><title>Test onboarding</title><main><h1>Stripe test onboarding</h1><p>Account ${escapeHtml(a.id)}</p>` +
            `<form method="post" action="/connect/onboarding/${a.id}/finish?return_url=${escapeHtml(encodeURIComponent(back))}"><button>Finish onboarding</button></form></main>`,
        );
      };
    }
    const bank = /^\/bank\/(\w+)(?:\/(complete|fail))?$/.exec(url.pathname);
    if (bank) {
      return (res) => {
        const pi = intents.get(bank[1]);
        const back = url.searchParams.get('return_url') ?? '';
        if (!pi || pi.status !== 'requires_action') {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('No payment waits for the bank here.');
        }
        if (method === 'POST' && bank[2]) {
          settle(pi, bank[2] === 'complete' ? 'succeeded' : 'authentication_failed');
          const to = new URL(back);
          to.searchParams.set('payment_intent', pi.id);
          to.searchParams.set('payment_intent_client_secret', pi.client_secret);
          to.searchParams.set('redirect_status', bank[2] === 'complete' ? 'succeeded' : 'failed');
          res.writeHead(303, { location: to.href });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const q = `?return_url=${encodeURIComponent(back)}`;
        return res.end(
          `<!doctype html><title>Test bank</title><main><h1>Test bank: confirm the payment</h1><p>${escapeHtml(pi.currency.toUpperCase())} ${(pi.amount / 100).toFixed(2)}</p>` +
            `<form method="post" action="/bank/${pi.id}/complete${escapeHtml(q)}"><button>Complete authentication</button></form>` +
            `<form method="post" action="/bank/${pi.id}/fail${escapeHtml(q)}"><button>Fail authentication</button></form></main>`,
        );
      };
    }
    return null;
  }

  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: p } = server.address();
  function base() {
    return `http://${host}:${p}`;
  }
  return {
    url: base(),
    requests,
    intents,
    refunds,
    accounts,
    transfers,
    payouts,
    behaviour,
    /** What onboarding (or Stripe's review) did to an account: `ready`, `restricted` or `onboarding`. */
    setAccount: (accountId, state) => setAccountState(accounts.get(accountId), state),
    /** A payout Stripe made from a connected account (as `GET /v1/payouts` and payout.* events show it). */
    addPayout: (accountId, p = {}) => {
      const po = { id: id('po'), object: 'payout', amount: 1000, currency: 'sgd', status: 'pending', arrival_date: now() + 2 * 86_400, failure_code: null, failure_message: null, method: 'standard', type: 'bank_account', created: now(), ...p };
      payouts.set(accountId, [...(payouts.get(accountId) ?? []), po]);
      return po;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
