import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_TENANT, type Enquiry, type EnquiryMessage } from '@venues/contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { enquiries, organizations, spaces, users, venues } from '../../db/schema';
import sharp from 'sharp';
import { createTestApp, errorOf, multipartFile, type TestApp } from '../../test/helpers';

// Conversations over real HTTP, PGlite, socket.io and SMTP: who may see and do what, messages and
// their delivery, read receipts, steps, the phone-number exchange, e-mail throttling and bulk enquiries.

const SITE = 'http://localhost:8080';
let smtp: SmtpCatcher;
let t: TestApp;
let url: string;
const sockets: Socket[] = [];
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, friend: Session, owner: Session, lister: Session, member: Session, admin: Session, stranger: Session;
let venueId: string, otherVenueIds: string[], spaceId: string, foreignSpaceId: string;

const tomorrow = DateTime.now().setZone('Asia/Singapore').plus({ days: 7 }).toISODate()!;
const body = (over: Record<string, unknown> = {}) => ({
  venue_id: venueId,
  event_type: 'meetings',
  event_date: tomorrow,
  start_time: '09:00',
  end_time: '12:00',
  guests: 12,
  message: 'Is the boardroom free that morning?',
  ...over,
});
const post = (path: string, token: string, b?: unknown) => t.req({ method: 'POST', url: `/api/v1${path}`, token, body: b ?? {} });
const get = (path: string, token?: string) => t.req({ url: `/api/v1${path}`, token });
const create = async (s: Session = customer, over: Record<string, unknown> = {}): Promise<Enquiry> => {
  const r = await post('/enquiries', s.accessToken, body(over));
  expect(r.statusCode).toBe(201);
  return r.json().data;
};

function open(token: string): Promise<Socket> {
  const s = connect(url, { path: '/socket.io', auth: { tenantCode: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey, token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
async function joined(session: Session): Promise<Socket> {
  const s = await open(session.accessToken);
  await new Promise<void>((resolve) => s.emit('join_room', { room_id: session.roomId }, () => resolve()));
  return s;
}
const next = <T>(s: Socket, event: string, match: (v: T) => boolean = () => true, ms = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const on = (v: T) => {
      if (!match(v)) return;
      clearTimeout(timer);
      s.off(event, on);
      resolve(v);
    };
    s.on(event, on);
  });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, publicUrl: SITE, mailFrom: 'hello@venuely.test' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  customer = await t.login('user@demo.test');
  friend = await t.login('friend@demo.test');
  owner = await t.login('owner@demo.test');
  lister = await t.login('lister@demo.test');
  member = await t.login('member@demo.test');
  admin = await t.login('admin@demo.test');
  const ownerRow = (await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!;
  // The demo organisation's published Singapore venue with a published space, and two more of it.
  const mine = await t.app.db.select({ v: venues, s: spaces }).from(venues).innerJoin(spaces, eq(spaces.venueId, venues.id))
    .where(and(eq(venues.organizationId, ownerRow.organizationId!), eq(venues.status, 'published'), eq(spaces.status, 'published'), eq(venues.country, 'sg')));
  venueId = mine[0]!.v.id;
  spaceId = mine[0]!.s.id;
  otherVenueIds = [...new Set(mine.map((m) => m.v.id))].filter((id) => id !== venueId).slice(0, 2);
  const foreign = await t.app.db.select({ id: spaces.id }).from(spaces).innerJoin(venues, eq(venues.id, spaces.venueId)).where(sql`${venues.organizationId} is distinct from ${ownerRow.organizationId}`).limit(1);
  foreignSpaceId = foreign[0]!.id;
  // Another organisation's owner (same password as the demo accounts).
  const [org] = await t.app.db.insert(organizations).values({ tenantId: ownerRow.tenantId, name: 'Rival Rooms' }).returning();
  await t.app.db.insert(users).values({ tenantId: ownerRow.tenantId, email: 'rival@demo.test', passwordHash: ownerRow.passwordHash, firstName: 'Rita', lastName: 'Rival', role: 'VENUE_OWNER', organizationId: org!.id, emailVerifiedAt: new Date(), country: 'sg' });
  stranger = await t.login('rival@demo.test', 'venue');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('sending an enquiry', () => {
  it('a customer sends one: the answer shows the conversation, the venue team sees it and is notified by e-mail', async () => {
    const after = smtp.messages.at(-1)?.seq ?? 0;
    const e = await create(customer, { space_id: spaceId, guests: 10 });
    expect(e).toMatchObject({ status: 'open', my_side: 'customer', venue: { _id: venueId, country: 'sg' }, space: { _id: spaceId }, guests: 10, event_type: 'meetings', unread_count: 0 });
    expect(e.last_message).toMatchObject({ body: 'Is the boardroom free that morning?', side: 'customer' });
    expect(DateTime.fromISO(e.start_at).setZone(e.venue.time_zone).toFormat('yyyy-MM-dd HH:mm')).toBe(`${tomorrow} 09:00`);

    for (const s of [owner, lister, member]) {
      const list = (await get('/enquiries', s.accessToken)).json().data;
      const mineInList = list.data.find((x: Enquiry) => x._id === e._id);
      expect(mineInList).toMatchObject({ my_side: 'venue', unread_count: 1, customer: { name: 'Uma User' } });
    }
    const mail = await smtp.waitFor({ to: 'owner@demo.test', subject: 'New enquiry for', after });
    expect(mail.text).toContain(`${SITE}/sg/enquiries/${e._id}`);
    const counts = (await get('/notifications', owner.accessToken)).json().data;
    expect(counts.unreadCountsByType.INQUIRY).toBeGreaterThanOrEqual(1);
  });

  it('bad input is refused naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ event_date: '2020-01-01' }, 'event_date'],
      [{ start_time: '13:00', end_time: '12:00' }, 'end_time'],
      [{ guests: 0 }, 'guests'],
      [{ message: '  ' }, 'message'],
      [{ event_type: 'karaoke' }, 'event_type'],
      [{ space_id: foreignSpaceId }, 'space_id'],
      [{ total_minor: 1 }, 'total_minor'],
    ];
    for (const [over, field] of cases) {
      const r = await post('/enquiries', customer.accessToken, body(over));
      expect([r.statusCode, errorOf(r).details.fields?.[0]?.field]).toEqual([400, field]);
    }
    const unknown = await post('/enquiries', customer.accessToken, body({ venue_id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
  });

  it('only customer accounts send enquiries; signed out is 401', async () => {
    for (const s of [owner, member, admin]) expect((await post('/enquiries', s.accessToken, body())).statusCode).toBe(403);
    expect((await t.req({ method: 'POST', url: '/api/v1/enquiries', body: body() })).statusCode).toBe(401);
  });

  it('bulk: one conversation per venue sharing a bulk id; unlisted venues are skipped and named; at most 10', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    const r = await post('/enquiries/bulk', customer.accessToken, { ...body({ venue_id: undefined }), venue_id: undefined, venue_ids: [...otherVenueIds, missing] });
    expect(r.statusCode).toBe(201);
    const d = r.json().data;
    expect(d.enquiries.map((e: Enquiry) => e.venue._id).sort()).toEqual([...otherVenueIds].sort());
    expect(new Set(d.enquiries.map((e: Enquiry) => e.bulk_id))).toEqual(new Set([d.bulk_id]));
    expect(d.skipped).toEqual([{ venue_id: missing, reason: expect.any(String) }]);
    const many = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`);
    const tooMany = await post('/enquiries/bulk', customer.accessToken, { ...body(), venue_id: undefined, venue_ids: many });
    expect([tooMany.statusCode, errorOf(tooMany).details.fields?.[0]?.field]).toEqual([400, 'venue_ids']);
    const someoneElsesFolder = await post('/enquiries/bulk', customer.accessToken, { ...body(), venue_id: undefined, folder_id: '00000000-0000-4000-8000-000000000002' });
    expect(someoneElsesFolder.statusCode).toBe(404);
  });
});

describe('who sees a conversation', () => {
  it('the customer and the venue’s team; another customer, another organisation and an admin get 404', async () => {
    const e = await create();
    for (const s of [customer, owner, lister, member]) expect((await get(`/enquiries/${e._id}`, s.accessToken)).statusCode).toBe(200);
    for (const s of [friend, stranger, admin]) {
      for (const path of [`/enquiries/${e._id}`, `/enquiries/${e._id}/messages`, `/enquiries/${e._id}/phone-requests`]) expect((await get(path, s.accessToken)).statusCode).toBe(404);
      expect((await post(`/enquiries/${e._id}/messages`, s.accessToken, { body: 'hi' })).statusCode).toBe(404);
      expect((await post(`/enquiries/${e._id}/read`, s.accessToken)).statusCode).toBe(404);
      expect((await post(`/enquiries/${e._id}/close`, s.accessToken)).statusCode).toBe(404);
    }
    expect((await get(`/enquiries/${e._id}`)).statusCode).toBe(401);
    // Lists: each sees only their own.
    expect((await get('/enquiries', friend.accessToken)).json().data.data.some((x: Enquiry) => x._id === e._id)).toBe(false);
    expect((await get('/enquiries', stranger.accessToken)).json().data.data.some((x: Enquiry) => x._id === e._id)).toBe(false);
    expect((await get('/enquiries', admin.accessToken)).statusCode).toBe(403);
  });

  it('lists filter by status, event type and text, page by page, newest activity first', async () => {
    const party = await create(customer, { event_type: 'parties', message: 'A birthday with a piñata' });
    const mine = (q: string) => get(`/enquiries?${q}`, customer.accessToken).then((r) => r.json().data);
    const parties = (await mine('type=parties')).data;
    expect(parties.length).toBeGreaterThan(0);
    expect(parties.every((x: Enquiry) => x.event_type === 'parties')).toBe(true);
    expect((await mine('q=piñata')).data.map((x: Enquiry) => x._id)).toEqual([party._id]);
    const closed = (await mine('status=closed')).data;
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((x: Enquiry) => x.status === 'closed')).toBe(true);
    const page1 = await mine('limit=2&page=1');
    expect(page1.data).toHaveLength(2);
    expect(page1.data[0]._id).toBe(party._id);
    expect(Date.parse(page1.data[0].last_message_at)).toBeGreaterThanOrEqual(Date.parse(page1.data[1].last_message_at));
    for (const [q, field] of [['status=pending', 'status'], ['type=karaoke', 'type'], ['limit=500', 'limit']]) {
      const r = await get(`/enquiries?${q}`, customer.accessToken);
      expect([r.statusCode, errorOf(r).details.fields?.[0]?.field]).toEqual([400, field]);
    }
  });
});

describe('messages', () => {
  it('reach the other side’s open chat live, count as unread until read, and page back', async () => {
    const e = await create();
    const ownerSock = await joined(owner);
    const customerSock = await joined(customer);
    const arrives = next<{ enquiry_id: string; message: EnquiryMessage }>(ownerSock, 'send_message_to_room', (p) => p.enquiry_id === e._id);
    const sent = await post(`/enquiries/${e._id}/messages`, customer.accessToken, { body: 'Can we bring our own cake?' });
    expect(sent.statusCode).toBe(201);
    expect((await arrives).message).toMatchObject({ _id: sent.json().data._id, side: 'customer', body: 'Can we bring our own cake?', sender: { name: 'Uma User' } });

    expect((await get(`/enquiries/${e._id}`, owner.accessToken)).json().data.unread_count).toBe(2);
    const receipt = next<{ side: string; read_at: string }>(customerSock, 'messages_read', (p) => (p as unknown as { enquiry_id: string }).enquiry_id === e._id);
    const read = await post(`/enquiries/${e._id}/read`, owner.accessToken);
    expect(read.json().data.unread_count).toBe(0);
    expect((await receipt).side).toBe('venue');
    expect((await get(`/enquiries/${e._id}`, customer.accessToken)).json().data.other_last_read_at).not.toBeNull();

    for (let i = 0; i < 4; i++) await post(`/enquiries/${e._id}/messages`, owner.accessToken, { body: `Reply ${i}` });
    const p1 = (await get(`/enquiries/${e._id}/messages?limit=3`, customer.accessToken)).json().data;
    expect(p1.data.map((m: EnquiryMessage) => m.body)).toEqual(['Reply 3', 'Reply 2', 'Reply 1']);
    expect(p1.has_more).toBe(true);
    const p2 = (await get(`/enquiries/${e._id}/messages?limit=3&before=${p1.data[2]._id}`, customer.accessToken)).json().data;
    expect(p2.data.map((m: EnquiryMessage) => m.body)).toEqual(['Reply 0', 'Can we bring our own cake?', 'Is the boardroom free that morning?']);
    expect(p2.has_more).toBe(false);
    const foreignBefore = await get(`/enquiries/${e._id}/messages?before=00000000-0000-4000-8000-000000000000`, customer.accessToken);
    expect([foreignBefore.statusCode, errorOf(foreignBefore).details.fields?.[0]?.field]).toEqual([400, 'before']);
    const empty = await post(`/enquiries/${e._id}/messages`, customer.accessToken, { body: '   ' });
    expect([empty.statusCode, errorOf(empty).details.fields?.[0]?.field]).toEqual([400, 'body']);
  });

  it('opening the conversation clears its notifications; the badge counts a busy conversation once', async () => {
    const e = await create();
    const inquiries = async () => (await get('/notifications', customer.accessToken)).json().data.unreadCountsByType.INQUIRY ?? 0;
    await post(`/enquiries/${e._id}/read`, customer.accessToken);
    const before = await inquiries();
    await post(`/enquiries/${e._id}/messages`, owner.accessToken, { body: 'First' });
    await post(`/enquiries/${e._id}/messages`, owner.accessToken, { body: 'Second' });
    expect(await inquiries()).toBe(before + 1);
    await post(`/enquiries/${e._id}/read`, customer.accessToken);
    expect(await inquiries()).toBe(before);
  });

  it('e-mails a side with no open socket at most once per 15 minutes, and not at all while it is online', async () => {
    const e = await create();
    await t.app.mailer.drain(); // earlier tests' mail is out of the way
    const after = smtp.messages.at(-1)?.seq ?? 0;
    const about = (m: { seq: number; to: string[]; text: string }) => m.seq > after && m.to.includes('user@demo.test') && m.text.includes(`/enquiries/${e._id}`);
    await post(`/enquiries/${e._id}/messages`, owner.accessToken, { body: 'One' });
    await post(`/enquiries/${e._id}/messages`, owner.accessToken, { body: 'Two' });
    await smtp.waitFor({ to: 'user@demo.test', subject: 'New message from', after });
    await t.app.mailer.drain();
    expect(smtp.messages.filter(about)).toHaveLength(1);
    // Fifteen minutes later (the clock moved by the column), but the customer is online now: no mail.
    await t.app.db.update(enquiries).set({ customerMailedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(enquiries.id, e._id));
    await joined(customer);
    await post(`/enquiries/${e._id}/messages`, owner.accessToken, { body: 'Three' });
    await t.app.mailer.drain();
    expect(smtp.messages.filter(about)).toHaveLength(1);
  });

  it('typing reaches the other side; someone outside the conversation cannot signal it', async () => {
    const e = await create();
    const ownerSock = await joined(owner);
    const customerSock = await joined(customer);
    const typing = next<{ enquiry_id: string; side: string; typing: boolean }>(ownerSock, 'typing');
    customerSock.emit('typing', { enquiry_id: e._id, typing: true });
    expect(await typing).toMatchObject({ enquiry_id: e._id, side: 'customer', typing: true });
    const friendSock = await joined(friend);
    const seen: unknown[] = [];
    ownerSock.on('typing', (v) => seen.push(v));
    // Handled (the ack), and then a signal that is relayed: if the friend's had been, it would have
    // reached the owner first.
    expect(await friendSock.emitWithAck('typing', { enquiry_id: e._id, typing: true })).toEqual({ ok: true });
    const stopped = next(ownerSock, 'typing');
    expect(await customerSock.emitWithAck('typing', { enquiry_id: e._id, typing: false })).toEqual({ ok: true });
    await stopped;
    expect(seen).toEqual([{ enquiry_id: e._id, side: 'customer', name: 'Uma', typing: false }]);
  });
});

describe('steps', () => {
  it('close, archive and unarchive follow the state machine; 409 names the state', async () => {
    const e = await create();
    expect((await post(`/enquiries/${e._id}/archive`, customer.accessToken)).json().error.code).toBe('ENQUIRY_OPEN');
    const closed = await post(`/enquiries/${e._id}/close`, owner.accessToken);
    expect(closed.json().data.status).toBe('closed');
    const msgs = (await get(`/enquiries/${e._id}/messages`, customer.accessToken)).json().data.data;
    expect(msgs[0]).toMatchObject({ side: 'system', body: 'Oscar Owner closed the conversation.' });
    expect((await post(`/enquiries/${e._id}/archive`, customer.accessToken)).json().data.status).toBe('archived');
    const write = await post(`/enquiries/${e._id}/messages`, customer.accessToken, { body: 'Hello?' });
    expect([write.statusCode, write.json().error.code]).toEqual([409, 'ENQUIRY_ARCHIVED']);
    const reopen = await post(`/enquiries/${e._id}/reopen`, customer.accessToken);
    expect([reopen.statusCode, reopen.json().error.code]).toEqual([409, 'ENQUIRY_ARCHIVED']);
    expect((await get('/enquiries', customer.accessToken)).json().data.data.some((x: Enquiry) => x._id === e._id)).toBe(false);
    expect((await get('/enquiries?status=archived', customer.accessToken)).json().data.data.some((x: Enquiry) => x._id === e._id)).toBe(true);
    expect((await post(`/enquiries/${e._id}/unarchive`, customer.accessToken)).json().data.status).toBe('closed');
    expect((await post(`/enquiries/${e._id}/reopen`, member.accessToken)).json().data.status).toBe('open');
  });
});

describe('phone numbers', () => {
  it('one side asks, the other shares its own number or declines; each answer once', async () => {
    const e = await create(friend);
    const asked = await post(`/enquiries/${e._id}/phone-requests`, owner.accessToken);
    expect(asked.statusCode).toBe(201);
    const rid = asked.json().data._id;
    expect((await post(`/enquiries/${e._id}/phone-requests`, lister.accessToken)).statusCode).toBe(409); // the venue already asked
    expect((await post(`/enquiries/${e._id}/phone-requests/${rid}/share`, owner.accessToken)).statusCode).toBe(403); // not the asker's to answer
    const none = await post(`/enquiries/${e._id}/phone-requests/${rid}/share`, friend.accessToken);
    expect([none.statusCode, errorOf(none).details.fields?.[0]?.field]).toEqual([400, 'phone']);
    await t.req({ method: 'PUT', url: `/api/auth/users/${friend.userId}/mobile-phone`, token: friend.accessToken, body: { mobilePhone: '9123 4567' } });
    const customerSock = await joined(friend);
    const live = next<{ request: { status: string } }>(customerSock, 'request_phone_number', (p) => p.request.status === 'shared');
    const shared = await post(`/enquiries/${e._id}/phone-requests/${rid}/share`, friend.accessToken);
    expect(shared.json().data).toMatchObject({ status: 'shared', phone: '+6591234567', side: 'venue' });
    await live;
    expect((await post(`/enquiries/${e._id}/phone-requests/${rid}/decline`, friend.accessToken)).statusCode).toBe(409);
    const cards = (await get(`/enquiries/${e._id}/messages`, owner.accessToken)).json().data.data.filter((m: EnquiryMessage) => m.card);
    expect(cards.map((m: EnquiryMessage) => m.card)).toEqual([{ kind: 'phone_request', id: rid }]);
    expect((await get(`/enquiries/${e._id}/phone-requests`, stranger.accessToken)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  const upload = (s: Session, id: string, part: ReturnType<typeof multipartFile>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/enquiries/${id}/attachments`, headers: { 'x-tenant-code': DEMO_TENANT.code, 'x-api-key': DEMO_TENANT.apiKey, authorization: `Bearer ${s.accessToken}`, ...part.headers }, payload: part.body });
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('photos and PDFs by their content, sent with a message, read only by the two sides', async () => {
    const e = await create();
    const photo = await upload(customer, e._id, multipartFile('file', 'floor plan.png', 'image/png', await png()));
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data).toMatchObject({ name: 'floor plan.png', content_type: 'image/png' });
    const doc = (await upload(customer, e._id, multipartFile('file', 'brief.pdf', 'application/pdf', pdf))).json().data;
    expect(doc.content_type).toBe('application/pdf');

    const sent = await post(`/enquiries/${e._id}/messages`, customer.accessToken, { attachments: [photo.json().data, doc].map((a) => ({ key: a.key, name: a.name })) });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attachments.map((a: { name: string; size: number }) => a.name)).toEqual(['floor plan.png', 'brief.pdf']);
    const seenByVenue = (await get(`/enquiries/${e._id}/messages`, owner.accessToken)).json().data.data[0] as EnquiryMessage;
    expect(seenByVenue.attachments).toHaveLength(2);
    expect((await get(`/enquiries/${e._id}`, owner.accessToken)).json().data.last_message.body).toBe('Sent an attachment');

    // The venue reads it through the API; a stranger, a signed-out visitor and /media cannot.
    const path = seenByVenue.attachments[1]!.url.replace('/api', '');
    const file = await t.req({ url: `/api${path}`, token: owner.accessToken });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.req({ url: `/api${path}`, token: stranger.accessToken })).statusCode).toBe(404);
    expect((await t.req({ url: `/api${path}` })).statusCode).toBe(401);
    const key = seenByVenue.attachments[1]!.key;
    for (const p of [`/media/${key}`, `/media/./${key}`, `/media/${key.replace('private/', 'private%2F')}`]) expect((await t.req({ url: p })).statusCode).toBe(404);
  });

  it('a photo is kept without its metadata (the camera’s GPS position, its owner), in its own format', async () => {
    const e = await create();
    const tagged = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .withExif({ IFD0: { Artist: 'Ivy Lee' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const up = (await upload(customer, e._id, multipartFile('file', 'site visit.jpg', 'image/jpeg', tagged))).json().data as EnquiryMessage['attachments'][number];
    expect(up.content_type).toBe('image/jpeg');
    await post(`/enquiries/${e._id}/messages`, customer.accessToken, { attachments: [{ key: up.key, name: up.name }] });
    const kept = (await t.req({ url: up.url, token: owner.accessToken })).rawPayload;
    const meta = await sharp(kept).metadata();
    expect({ format: meta.format, exif: meta.exif, xmp: meta.xmp, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', exif: undefined, xmp: undefined, width: 40, height: 30 });
    expect(kept.includes(Buffer.from('Ivy Lee'))).toBe(false);
    expect(up.size).toBe(kept.length);
  });

  it('refuses other files, strangers, and keys from another conversation, naming the field', async () => {
    const e = await create();
    const other = await create();
    const fake = await upload(customer, e._id, multipartFile('file', 'virus.png', 'image/png', Buffer.from('MZ not really a picture')));
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).details.fields?.[0]).toEqual({ field: 'file', message: 'Attach a photo (JPEG, PNG or WebP) or a PDF' });
    expect((await upload(customer, e._id, multipartFile('picture', 'a.pdf', 'application/pdf', pdf))).statusCode).toBe(400);
    expect((await upload(stranger, e._id, multipartFile('file', 'a.pdf', 'application/pdf', pdf))).statusCode).toBe(404);

    const elsewhere = (await upload(customer, other._id, multipartFile('file', 'a.pdf', 'application/pdf', pdf))).json().data;
    const r = await post(`/enquiries/${e._id}/messages`, customer.accessToken, { body: 'see attached', attachments: [{ key: elsewhere.key, name: 'a.pdf' }] });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).details.fields?.[0]?.field).toBe('attachments.0.key');
    const empty = await post(`/enquiries/${e._id}/messages`, customer.accessToken, { body: '  ' });
    expect(errorOf(empty).details.fields?.[0]).toEqual({ field: 'body', message: 'Write a message or attach a file' });
  });
});

describe('the API document', () => {
  it('lists the enquiry paths', async () => {
    const doc = (await t.req({ url: '/api/openapi.json', tenant: false })).json();
    for (const p of ['/api/v1/enquiries', '/api/v1/enquiries/bulk', '/api/v1/enquiries/{id}', '/api/v1/enquiries/{id}/messages', '/api/v1/enquiries/{id}/read', '/api/v1/enquiries/{id}/close', '/api/v1/enquiries/{id}/phone-requests/{rid}/share']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
