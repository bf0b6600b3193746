// A local OpenID Connect provider standing in for Google in tests (the oidc-provider package):
// one confidential client, code flow with PKCE, and test users whose sign-in needs no typing —
// the interaction page signs in the "next" user at once and grants the client's scopes.
//
//   node server/test-services/oidc-provider.mjs [--port 4010] [--host 127.0.0.1]
//        [--redirect-uri http://localhost:8080/callback/google] (repeatable)
// (or OIDC_PORT / OIDC_HOST / OIDC_REDIRECT_URIS comma-separated / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET)
// prints one JSON line { issuer, clientId, clientSecret } once listening. Point the server at it
// with GOOGLE_ISSUER=<issuer> GOOGLE_CLIENT_ID=<clientId> GOOGLE_CLIENT_SECRET=<clientSecret>.
//
// Test control (HTTP on the issuer):
//   POST /__test/next-login  {"sub","email","email_verified","given_name","family_name"}
//        → the next sign-in (any browser) is this user (created or replaced); default: DEFAULT_USER.
//   GET  /__test/health
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Provider, { interactionPolicy } from 'oidc-provider';

export const DEFAULT_USER = {
  sub: 'google-test-user-1',
  email: 'grace.hopper@example.test',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
};

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch (e) {
        reject(e);
      }
    });
  });
}

/**
 * @returns {Promise<import('./oidc-provider').OidcTestProvider>}
 */
export async function startOidcProvider({
  port = 0,
  host = '127.0.0.1',
  clientId = 'venues-test-client',
  clientSecret = 'venues-test-secret',
  redirectUris = ['http://localhost:8080/callback/google'],
} = {}) {
  const server = createServer();
  const bound = await listen(server, port, host);
  const issuer = `http://${host}:${bound}`;

  const accounts = new Map([[DEFAULT_USER.sub, { ...DEFAULT_USER }]]);
  let nextLogin = DEFAULT_USER.sub;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

  // Like Google, accept prompt=select_account: it asks for an interaction every time, which is
  // where the next test user is signed in.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, response_types: ['code'], grant_types: ['authorization_code'] }],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Like Google: the ID token carries the e-mail and profile claims (not only the userinfo endpoint).
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const a = accounts.get(sub);
      if (!a) return undefined;
      return { accountId: sub, claims: async () => ({ ...a, name: `${a.given_name ?? ''} ${a.family_name ?? ''}`.trim() }) };
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    try {
      if (url.pathname.startsWith('/interaction/')) {
        // Sign in the next user and grant what the client asked for: no page to fill in.
        const details = await provider.interactionDetails(req, res);
        const accountId = nextLogin;
        const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { select_account: {}, login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
        return;
      }
      if (url.pathname === '/__test/health') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ ok: true, issuer }));
      }
      if (url.pathname === '/__test/next-login' && req.method === 'POST') {
        const u = await readJson(req);
        if (typeof u.sub !== 'string' || typeof u.email !== 'string') {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: 'sub and email are required' }));
        }
        accounts.set(u.sub, { email_verified: true, given_name: '', family_name: '', ...u });
        nextLogin = u.sub;
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ ok: true }));
      }
      return handle(req, res);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(e) }));
    }
  });

  return {
    issuer,
    port: bound,
    clientId,
    clientSecret,
    /** The next sign-in is this user (created or replaced). */
    setNextLogin(u) {
      accounts.set(u.sub, { email_verified: true, given_name: '', family_name: '', ...u });
      nextLogin = u.sub;
    },
    /** Back to DEFAULT_USER. */
    reset() {
      accounts.set(DEFAULT_USER.sub, { ...DEFAULT_USER });
      nextLogin = DEFAULT_USER.sub;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, 'redirect-uri': { type: 'string', multiple: true } },
  });
  const redirectUris = values['redirect-uri'] ?? (process.env.OIDC_REDIRECT_URIS ?? 'http://localhost:8080/callback/google').split(',').map((s) => s.trim()).filter(Boolean);
  const op = await startOidcProvider({
    port: Number(values.port ?? process.env.OIDC_PORT ?? 4010),
    host: values.host ?? process.env.OIDC_HOST ?? '127.0.0.1',
    clientId: process.env.OIDC_CLIENT_ID ?? 'venues-test-client',
    clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'venues-test-secret',
    redirectUris,
  });
  console.log(JSON.stringify({ issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret }));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => op.close().then(() => process.exit(0)));
}
