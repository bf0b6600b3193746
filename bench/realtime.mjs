// Realtime delivery latency: 2,000 sockets connected to the production build, then chat
// messages sent through the real API (POST /api/v1/enquiries/:id/messages) to one conversation; the
// venue owner's socket times each `send_message_to_room`. First one API node on the embedded
// database; then two nodes sharing a throwaway PostgreSQL and Redis (the socket.io Redis adapter),
// the message sent to node A and the owner's socket on node B. Prints p50/p95/p99/max; asserts nothing.
// Usage: node bench/realtime.mjs [--sockets 2000] [--messages 300] [--port 8097]
import { io } from 'socket.io-client';
import { startBuiltServer, waitFor } from './serve.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const SOCKETS = arg('sockets', 2000);
const MESSAGES = arg('messages', 300);
const PORT = arg('port', 8097);
const BAR_P95_MS = 50;
const TENANT = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
const json = { 'content-type': 'application/json', ...TENANT };

async function login(base, email, role) {
  const r = await fetch(`${base}/api/v2/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Demo-pass-2026', role }) });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  const d = (await r.json()).data;
  return { token: d.accessToken, roomId: d.user.room_id };
}

/** A socket signed in like the web's (token and tenant in the handshake), joined to its room. */
function connect(base, who) {
  return new Promise((resolve, reject) => {
    const s = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: who.token, tenantCode: TENANT['x-tenant-code'], apiKey: TENANT['x-api-key'] } });
    s.once('connect_error', reject);
    s.once('connect', () => s.emit('join_room', { room_id: who.roomId }, () => resolve(s)));
  });
}

async function connectMany(bases, who, n) {
  const sockets = [];
  const t0 = performance.now();
  // In batches: thousands of handshakes at once would measure the accept queue, not delivery.
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, (_, j) => connect(bases[(i + j) % bases.length], who));
    sockets.push(...(await Promise.all(batch)));
  }
  return { sockets, ms: performance.now() - t0 };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const f = (x) => x.toFixed(1).padStart(7);

/** Sends MESSAGES chat messages one after another; the owner's socket times each delivery. */
async function measure(label, senderBase, ownerBase, sockets) {
  const customer = await login(senderBase, 'friend@demo.test', 'user');
  const owner = await login(ownerBase, 'owner@demo.test', 'venue');
  const auth = (t) => ({ ...json, authorization: `Bearer ${t}` });
  // A conversation with one of the owner's venues (its inbox names one).
  const inbox = await (await fetch(`${ownerBase}/api/v1/enquiries?limit=1`, { headers: auth(owner.token) })).json();
  const venueId = inbox.data.data[0].venue._id;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const made = await fetch(`${senderBase}/api/v1/enquiries`, {
    method: 'POST',
    headers: auth(customer.token),
    body: JSON.stringify({ venue_id: venueId, event_type: 'meetings', event_date: date, start_time: '09:00', end_time: '12:00', guests: 10, message: 'bench' }),
  });
  if (made.status !== 201) throw new Error(`enquiry: ${made.status} ${await made.text()}`);
  const enquiryId = (await made.json()).data._id;
  const ownerSocket = await connect(ownerBase, owner);

  const endToEnd = [];
  const delivery = [];
  for (let i = 0; i < MESSAGES + 20; i++) {
    const body = `m${i}`;
    const arrived = new Promise((resolve) => {
      const on = (p) => {
        if (p.enquiry_id !== enquiryId || p.message.body !== body) return;
        ownerSocket.off('send_message_to_room', on);
        resolve({ at: performance.now(), wall: Date.now(), createdAt: Date.parse(p.message.created_at) });
      };
      ownerSocket.on('send_message_to_room', on);
    });
    const t0 = performance.now();
    const r = await fetch(`${senderBase}/api/v1/enquiries/${enquiryId}/messages`, { method: 'POST', headers: auth(customer.token), body: JSON.stringify({ body }) });
    if (r.status !== 201) throw new Error(`message: ${r.status}`);
    const got = await arrived;
    if (i >= 20) {
      // The first 20 warm up the path (JIT, connection pools).
      endToEnd.push(got.at - t0);
      delivery.push(Math.max(0, got.wall - got.createdAt));
    }
  }
  ownerSocket.disconnect();
  console.log(`\n${label}: ${sockets} other sockets connected, ${MESSAGES} messages`);
  console.log('                                   p50      p95      p99      max  (ms)');
  console.log(`  POST → the other side's socket ${f(pct(endToEnd, 50))}  ${f(pct(endToEnd, 95))}  ${f(pct(endToEnd, 99))}  ${f(Math.max(...endToEnd))}`);
  console.log(`  stored → the other side's socket${f(pct(delivery, 50))}  ${f(pct(delivery, 95))}  ${f(pct(delivery, 99))}  ${f(Math.max(...delivery))}`);
  return pct(endToEnd, 95);
}

async function run() {
  // One node, embedded database.
  {
    const node = await startBuiltServer(PORT);
    try {
      const who = await login(node.base, 'user@demo.test', 'user');
      const { sockets, ms } = await connectMany([node.base], who, SOCKETS - 1);
      console.log(`one node: ${sockets.length + 1} sockets connected in ${(ms / 1000).toFixed(1)} s`);
      const p95 = await measure('One API node (PGlite)', node.base, node.base, sockets.length);
      console.log(`  bar: p95 ≤ ${BAR_P95_MS} ms on one node → ${p95 <= BAR_P95_MS ? 'within' : 'OVER'} (${p95.toFixed(1)} ms, from the POST, so it includes storing the message)`);
      sockets.forEach((s) => s.disconnect());
    } finally {
      node.stop();
    }
  }

  // Two nodes sharing PostgreSQL and Redis.
  let services;
  try {
    const { startServices } = await import('../scripts/services.mjs');
    services = startServices({ pgPort: 54339, redisPort: 63809 });
  } catch (e) {
    console.log(`\ntwo nodes: skipped (PostgreSQL or Redis not available: ${e.message})`);
    return;
  }
  // One database, one Redis, one signing key: a token from node A is good on node B.
  const env = { DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' };
  Object.assign(process.env, env);
  const a = await startBuiltServer(PORT + 1);
  await waitFor(`${a.base}/api/health`);
  const b = await startBuiltServer(PORT + 2);
  try {
    const who = await login(a.base, 'user@demo.test', 'user');
    const { sockets, ms } = await connectMany([a.base, b.base], who, SOCKETS - 1);
    console.log(`\ntwo nodes: ${sockets.length + 1} sockets connected in ${(ms / 1000).toFixed(1)} s, half on each`);
    await measure('Two API nodes (PostgreSQL + Redis): sent to node A, the owner on node B', a.base, b.base, sockets.length);
    sockets.forEach((s) => s.disconnect());
  } finally {
    a.stop();
    b.stop();
    services.stop();
  }
}

await run();
process.exit(0);
