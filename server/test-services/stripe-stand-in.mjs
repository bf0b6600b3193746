// A local stand-in for the few Stripe API endpoints the payments and payouts modules call
// (Stripe's own mock server cannot be installed here), answering with their documented shapes:
// PaymentIntents (create, retrieve), Refunds (create), and Connect: Express accounts (create,
// retrieve), account links, Transfers and their reversals, and a connected account's payouts
// (`Stripe-Account` header). Like Stripe, a request repeated with the same Idempotency-Key answers
// the first result without creating anything. Every request is recorded.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

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

export async function startStripeStandIn({ host = '127.0.0.1', port = 0 } = {}) {
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
        return remember({ object: 'account_link', created: now(), expires_at: now() + 300, url: `https://connect.stripe.test/setup/e/${params.account}/${randomBytes(8).toString('hex')}` });
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
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: p } = server.address();
  return {
    url: `http://${host}:${p}`,
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
