import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const good = { name: 'Pat Lee', email: 'Pat@Example.com', phone: '+6591234567', topic: 'booking', message: 'Can I book the rooftop for 40 people?', country: 'sg' };

describe('POST /api/v1/contact-us', () => {
  it('stores the message and answers 201 with its id', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: good });
    expect(r.statusCode).toBe(201);
    const id = r.json().data._id as string;
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Pat Lee', email: 'pat@example.com', topic: 'booking', country: 'sg' });
  });

  it('applies defaults for optional fields', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: { name: 'A', email: 'a@b.co', message: 'Hello there, friends' } });
    expect(r.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, r.json().data._id));
    expect(row).toMatchObject({ topic: 'general', phone: '', country: null });
  });

  it('400 naming the field', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: { ...good, message: 'short' } });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).message).toBe('message: Message must be at least 10 characters');
    const r2 = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: { ...good, email: 'nope' } });
    expect(errorOf(r2).details.fields).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    const r3 = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: [] });
    expect(r3.statusCode).toBe(400);
  });

  it('needs the tenant headers', async () => {
    expect((await t.req({ method: 'POST', url: '/api/v1/contact-us', body: good, tenant: false })).statusCode).toBe(401);
  });
});
