// Does the time an answer takes tell whether an address has an account? Sends the signed-out calls
// that must not tell (account recovery, a new verification link, sign-up) for a registered address and for
// unknown ones (sign-up: a new address), interleaved, against the production build, and prints the client-side latency
// percentiles of each. Usage: node bench/account-timing.mjs [--port 8099] [--n 300]
import { startBuiltServer } from './serve.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const port = arg('port', 8099);
const n = arg('n', 300);

// One address gets every request: lift the per-address and per-client mail limits for the run.
Object.assign(process.env, { ACCOUNT_LIMIT_EMAIL_REQUESTS: '1000000', ACCOUNT_LIMIT_IP_REQUESTS: '1000000', LOG_LEVEL: 'warn' });
const { base, stop } = await startBuiltServer(port);
const headers = { 'content-type': 'application/json', 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };

const REGISTER = '/api/v1/auth/registration';
const person = (email) => ({ first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical-Engine-1843', role: 'user', country: 'sg', accept_terms: true });

async function timed(path, email) {
  const t0 = performance.now();
  const r = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(path === REGISTER ? person(email) : { email }) });
  await r.arrayBuffer();
  if (r.status !== (path === REGISTER ? 201 : 200)) throw new Error(`${path} ${email}: ${r.status}`);
  return performance.now() - t0;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (x) => x.toFixed(2).padStart(7);

try {
  // user@demo.test is registered and verified (recovery mails it); for the verification link, a
  // registered but unconfirmed address would be the telling case, and a verified one is treated alike.
  // Sign-up hashes the password either way (argon2, tens of ms): fewer rounds.
  for (const [path, rounds] of [['/api/v1/auth/account-recovery', n], ['/api/v1/auth/verify-email/resend', n], [REGISTER, Math.ceil(n / 4)]]) {
    for (let i = 0; i < 30; i++) await timed(path, i % 2 ? 'user@demo.test' : `warm-${i}-${path.length}@nowhere.test`); // warm-up
    const known = [];
    const unknown = [];
    // Sign-up checks the password against the person's own details (zxcvbn with the address as a
    // word), so each side needs its own address every time: register the "known" ones first.
    const registered = (i) => (path === REGISTER ? `taken-${i}@nowhere.test` : 'user@demo.test');
    if (path === REGISTER) for (let i = 0; i < rounds; i++) await timed(path, registered(i));
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so drift and the mail work left behind hit both alike.
      const ghost = `ghost-${i}-${path.length}@nowhere.test`;
      const pair = i % 2 ? [['k', registered(i)], ['u', ghost]] : [['u', ghost], ['k', registered(i)]];
      for (const [kind, email] of pair) (kind === 'k' ? known : unknown).push(await timed(path, email));
    }
    console.log(`${path}  (${rounds} each, ms)`);
    console.log(`                   p50     p90     p99`);
    console.log(`  registered   ${fmt(pct(known, 50))} ${fmt(pct(known, 90))} ${fmt(pct(known, 99))}`);
    console.log(`  unknown      ${fmt(pct(unknown, 50))} ${fmt(pct(unknown, 90))} ${fmt(pct(unknown, 99))}`);
    console.log(`  p50 ratio    ${(pct(known, 50) / pct(unknown, 50)).toFixed(2)}`);
  }
} finally {
  stop();
}
