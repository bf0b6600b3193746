// What the administrators' review pages show in the demo (docs/admin.md): a few reviews
// reported by the demo customers with their reasons, one review hidden with its reason, the seeded
// suspended venues with the reason of their suspension, and a venue waiting for approval whose
// last approved state differs from now (the review page's "what changed"). Only venues no test
// relies on are touched: the hidden venues of other storefronts and reviews outside Singapore.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { snapshotOf } from './venue-snapshot';
import type { Db } from './client';
import { reviewReports, reviews, spaces, users, venues } from './schema';
import { refreshVenueSummaries } from './venue-summary';

/** Seed dates are fixed, so the demo reads the same on every machine. */
const SEED_DAY = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

const REPORTS: { reasons: [customer: 'user@demo.test' | 'friend@demo.test', reason: string][] }[] = [
  {
    reasons: [
      ['user@demo.test', 'The same text is posted on several other venues: it looks like spam.'],
      ['friend@demo.test', 'Copied word for word from another review.'],
    ],
  },
  { reasons: [['user@demo.test', 'Rude about a named member of staff.']] },
  { reasons: [['friend@demo.test', 'This person never held an event here, the dates do not match.']] },
];

const HIDDEN_REASON = 'The review gives a staff member’s personal phone number. Hidden to protect their privacy.';
const HIDDEN_REPORT = 'It includes someone’s private phone number.';

const SUSPENSION_REASONS = [
  'Guests report the venue closed for renovation. Suspended until the owner confirms it has reopened.',
  'The venue’s licence for events has lapsed. Send us the renewed licence to have it restored.',
];

export async function seedModeration(db: Db, tenantId: string): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.email, ['user@demo.test', 'friend@demo.test'])));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  if (idOf.size < 2) return;

  // Reviews of published Malaysian venues by seeded reviewers (no account), lowest ratings first:
  // three reported, the fourth hidden.
  const picked = await db
    .select({ id: reviews.id, venueId: reviews.venueId, createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .where(and(eq(reviews.tenantId, tenantId), eq(venues.country, 'my'), eq(venues.status, 'published'), isNull(reviews.userId)))
    .orderBy(asc(reviews.rating), asc(reviews.createdAt), asc(reviews.id))
    .limit(REPORTS.length + 1);
  if (picked.length <= REPORTS.length) return;

  const at = (r: { createdAt: Date }, days: number) => new Date(Math.max(r.createdAt.getTime(), SEED_DAY - 40 * DAY) + days * DAY);
  for (const [i, plan] of REPORTS.entries()) {
    const r = picked[i]!;
    await db.insert(reviewReports).values(plan.reasons.map(([who, reason], n) => ({ tenantId, reviewId: r.id, userId: idOf.get(who)!, reason, createdAt: at(r, 2 + n) })));
    await db.update(reviews).set({ reportsCount: plan.reasons.length }).where(eq(reviews.id, r.id));
  }
  const hidden = picked[REPORTS.length]!;
  await db.insert(reviewReports).values({ tenantId, reviewId: hidden.id, userId: idOf.get('friend@demo.test')!, reason: HIDDEN_REPORT, createdAt: at(hidden, 1) });
  await db.update(reviews).set({ reportsCount: 1, hiddenAt: at(hidden, 3), hiddenReason: HIDDEN_REASON }).where(eq(reviews.id, hidden.id));
  await refreshVenueSummaries(db, tenantId, [hidden.venueId]);

  // The seeded suspended venues were on the site before: their reasons and what was approved then.
  const suspended = await db.select().from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.status, 'suspended'))).orderBy(asc(venues.country), asc(venues.id));
  for (const [i, v] of suspended.entries()) {
    const live = await db.select().from(spaces).where(and(eq(spaces.venueId, v.id), eq(spaces.status, 'published')));
    await db
      .update(venues)
      .set({ suspensionReason: SUSPENSION_REASONS[i % SUSPENSION_REASONS.length]!, publishedAt: v.publishedAt ?? new Date(v.createdAt.getTime() + 10 * DAY), approvedSnapshot: { ...snapshotOf(v, live) } })
      .where(eq(venues.id, v.id));
  }

  // A venue of another storefront back for approval after changes: renamed, and a dearer hourly
  // price in its first space (the review page lists both against what was approved).
  const [back] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.tenantId, tenantId), eq(venues.status, 'for_approval'), sql`${venues.country} <> 'sg'`))
    .orderBy(asc(venues.country), asc(venues.id))
    .limit(1);
  if (back) {
    const live = await db.select().from(spaces).where(and(eq(spaces.venueId, back.id), eq(spaces.status, 'published'))).orderBy(asc(spaces.sortOrder), asc(spaces.id));
    const approved = snapshotOf({ ...back, name: back.name.replace(/^The /, '') === back.name ? `The ${back.name}` : back.name.replace(/^The /, '') }, live);
    const first = approved.spaces.find((s) => s.per_hour_minor !== null);
    if (first) first.per_hour_minor = Math.max(1, Math.round(first.per_hour_minor! * 0.8));
    await db
      .update(venues)
      .set({ approvedSnapshot: { ...approved }, publishedAt: new Date(back.createdAt.getTime() + 10 * DAY), submittedAt: back.submittedAt ?? new Date(SEED_DAY - 2 * DAY) })
      .where(eq(venues.id, back.id));
  }
}
