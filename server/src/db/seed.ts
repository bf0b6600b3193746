import { count, eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY, DEMO_PASSWORD, DEMO_TENANT, type NotificationType } from '@venues/contracts';
import { sha256 } from '../lib/crypto';
import { OWASP_PASSWORD_COST, Passwords, type PasswordCost } from '../lib/password';
import type { Db } from './client';
import { seedDiscovery, type DiscoverySeedOptions } from './seed-discovery';
import { seedInstantBook } from './seed-instant-book';
import { seedEnquiries, type DemoBooking } from './seed-enquiries';
import { seedSales } from './seed-sales';
import { seedShortlists } from './seed-shortlists';
import { seedOwnerVenues } from './seed-owner-venues';
import { seedAvailability } from './seed-availability';
import { seedModeration } from './seed-moderation';
import { announcements, countrySettings, notifications, organizations, tenants, users } from './schema';

// The demo accounts' password, which the password policy refuses to everyone else.
export { DEMO_PASSWORD };

type Role = 'USER' | 'VENUE_OWNER' | 'VENUE_LISTER' | 'ADMIN';
export const DEMO_ACCOUNTS: { email: string; role: Role; assignedRoles: number | null; first: string; last: string; org?: true }[] = [
  { email: 'user@demo.test', role: 'USER', assignedRoles: null, first: 'Uma', last: 'User' },
  { email: 'friend@demo.test', role: 'USER', assignedRoles: null, first: 'Fran', last: 'Friend' },
  { email: 'owner@demo.test', role: 'VENUE_OWNER', assignedRoles: null, first: 'Oscar', last: 'Owner', org: true },
  { email: 'lister@demo.test', role: 'VENUE_LISTER', assignedRoles: 2, first: 'Lena', last: 'Lister', org: true },
  { email: 'member@demo.test', role: 'VENUE_LISTER', assignedRoles: 4, first: 'Max', last: 'Member', org: true },
  { email: 'admin@demo.test', role: 'ADMIN', assignedRoles: null, first: 'Ada', last: 'Admin' },
  { email: 'sales@demo.test', role: 'ADMIN', assignedRoles: 2, first: 'Sam', last: 'Sales' },
  /** An admin member (docs/admin.md): reviews venues, moderates ratings, manages announcements. */
  { email: 'moderator@demo.test', role: 'ADMIN', assignedRoles: 3, first: 'Mia', last: 'Moderator' },
];

/** Each storefront's sales tax (basis points: 900 = 9 %); inclusive where listed prices contain it by custom. */
export const DEMO_COUNTRIES: { cca2: string; name: string; currency: string; tax: { name: string; bp: number; inclusive: boolean } | null }[] = [
  { cca2: 'sg', name: 'Singapore', currency: 'SGD', tax: { name: 'GST', bp: 900, inclusive: false } },
  { cca2: 'my', name: 'Malaysia', currency: 'MYR', tax: { name: 'SST', bp: 800, inclusive: false } },
  { cca2: 'ph', name: 'Philippines', currency: 'PHP', tax: { name: 'VAT', bp: 1200, inclusive: true } },
  { cca2: 'hk', name: 'Hong Kong', currency: 'HKD', tax: null },
  { cca2: 'id', name: 'Indonesia', currency: 'IDR', tax: { name: 'PPN', bp: 1100, inclusive: false } },
  { cca2: 'au', name: 'Australia', currency: 'AUD', tax: { name: 'GST', bp: 1000, inclusive: true } },
  { cca2: 'gb', name: 'United Kingdom', currency: 'GBP', tax: { name: 'VAT', bp: 2000, inclusive: true } },
  { cca2: 'us', name: 'United States', currency: 'USD', tax: null },
];

type Target = 'ALL' | 'USERS_ONLY' | 'VENUE_OWNERS_ONLY';
type Device = 'ALL' | 'WEB_ONLY' | 'MOBILE_ONLY';
/** One active announcement per audience on the web (a first visit is not a queue of pop-ups); the inactive ones fill the admin list. */
const DEMO_ANNOUNCEMENTS: { title: string; description: string; target: Target; device: Device; active: boolean }[] = [
  { title: 'Welcome to Venuely', description: 'Find and book venues for meetings, parties and workshops across eight countries.', target: 'ALL', device: 'ALL', active: true },
  { title: 'Scheduled maintenance', description: 'Payments will be unavailable on Sunday from 02:00 to 03:00 SGT while we upgrade our systems.', target: 'ALL', device: 'WEB_ONLY', active: false },
  { title: 'Try our mobile app', description: 'Manage your bookings on the go with the Venuely app.', target: 'ALL', device: 'MOBILE_ONLY', active: true },
  { title: 'Request to book is here', description: 'Send a request to book any space and get an answer within 48 hours.', target: 'USERS_ONLY', device: 'ALL', active: true },
  { title: 'Holiday season deals', description: 'Selected venues offer festive discounts for year-end parties booked before December.', target: 'USERS_ONLY', device: 'WEB_ONLY', active: false },
  { title: 'Your enquiries inbox', description: 'Customers’ enquiries arrive in your inbox: reply in the chat, send custom offers and answer requests to book within 48 hours.', target: 'VENUE_OWNERS_ONLY', device: 'ALL', active: true },
  { title: 'Payouts now weekly', description: 'Venue payouts are now sent every Monday for the previous week of completed bookings.', target: 'VENUE_OWNERS_ONLY', device: 'WEB_ONLY', active: false },
  { title: 'Old pricing notice', description: 'This notice about the old commission plan has been retired.', target: 'ALL', device: 'ALL', active: false },
];

/** Unread notifications, each pointing at a demo conversation (its key in seed-enquiries.ts) when it has one. */
const DEMO_NOTIFICATIONS: Record<string, [NotificationType, string?][]> = {
  'user@demo.test': [['INQUIRY', 'open'], ['BOOKING_CONFIRMED'], ['CUSTOM_OFFER', 'updated'], ['MESSAGE', 'offer']],
  'owner@demo.test': [['INQUIRY', 'request'], ['INQUIRY', 'open'], ['BOOKING_CANCELLED'], ['CUSTOM_OFFER_CANCELLED', 'declined'], ['SYSTEM']],
};

/**
 * Seed the demo tenant and its data. Idempotent: does nothing when any tenant exists.
 * `discovery` sizes the venue data (the bench seeds 100,000 venues).
 */
/** What a fresh seed planned for the modules to finish at start-up (null: the database had data). */
export interface SeedResult {
  demoBookings: DemoBooking[];
}

export async function seed(db: Db, o: { discovery?: DiscoverySeedOptions; passwordCost?: PasswordCost } = {}): Promise<SeedResult | null> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return null;

  // One hash shared by the demo accounts keeps seeding fast; at the app's cost (the test databases: the tests' cost).
  const passwordHash = await new Passwords(o.passwordCost ?? OWASP_PASSWORD_COST).hash(DEMO_PASSWORD);
  let demoBookings: DemoBooking[] = [];
  await db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ code: DEMO_TENANT.code, apiKeyHash: sha256(DEMO_TENANT.apiKey), productSlug: DEMO_TENANT.product, productName: DEMO_TENANT.productName })
      .returning();
    const tenantId = tenant!.id;
    const [org] = await tx.insert(organizations).values({ tenantId, name: 'Harbourfront Venues' }).returning();

    const inserted = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          tenantId,
          email: a.email,
          passwordHash,
          firstName: a.first,
          lastName: a.last,
          role: a.role,
          assignedRoles: a.assignedRoles,
          organizationId: a.org ? org!.id : null,
          country: 'sg',
          type: a.role.toLowerCase(),
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(inserted.map((u) => [u.email, u.id]));

    await tx.insert(countrySettings).values(
      DEMO_COUNTRIES.map((c) => ({
        tenantId,
        cca2: c.cca2,
        countryName: c.name,
        photos: [{ path: `/static/countries/${c.cca2}.svg` }],
        currency: c.currency,
        taxName: c.tax?.name ?? '',
        taxRateBasisPoints: c.tax?.bp ?? 0,
        taxInclusive: c.tax?.inclusive ?? false,
        phoneCountry: c.cca2,
        isDefault: c.cca2 === DEFAULT_COUNTRY,
      })),
    );

    const admin = idOf.get('admin@demo.test') ?? null;
    const base = Date.UTC(2026, 0, 5);
    await tx.insert(announcements).values(
      DEMO_ANNOUNCEMENTS.map((a, i) => {
        const at = new Date(base + i * 86_400_000);
        return { tenantId, title: a.title, description: a.description, target: a.target, targetDevice: a.device, active: a.active, createdBy: admin, createdAt: at, updatedAt: at };
      }),
    );

    await seedDiscovery(tx, tenantId, o.discovery);
    const conversations = await seedEnquiries(tx, tenantId);
    demoBookings = conversations.bookings;
    await seedSales(tx, tenantId);
    await seedShortlists(tx, tenantId);
    await seedOwnerVenues(tx, tenantId);
    await seedAvailability(tx, tenantId);
    await seedModeration(tx, tenantId);
    demoBookings = [...demoBookings, ...(await seedInstantBook(tx, tenantId))];
    const rows = Object.entries(DEMO_NOTIFICATIONS).flatMap(([email, list]) =>
      list.map(([type, key]) => {
        const enquiryId = key && conversations.ids.get(key);
        return { tenantId, userId: idOf.get(email)!, type, payload: enquiryId ? { enquiry_id: enquiryId } : { demo: true } };
      }),
    );
    await tx.insert(notifications).values(rows);
  });
  return { demoBookings };
}

/** Look up the demo tenant id (tests and scripts). */
export async function demoTenantId(db: Db): Promise<string> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, DEMO_TENANT.code));
  if (!t) throw new Error('demo tenant missing');
  return t.id;
}
