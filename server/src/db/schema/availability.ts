// A space's calendar (docs/availability.md). Blocks themselves live in space_blocks
// (discovery.ts); this file holds the secret iCal feed of each space.
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { tenants, users } from './core';
import { spaces } from './discovery';

/**
 * A space's iCal feed: the feed's URL carries a random token; only its SHA-256 is kept, so a
 * stolen database copy opens no feed and the URL is shown once, when created or replaced.
 */
export const spaceCalendarFeeds = pgTable(
  'space_calendar_feeds',
  {
    /** One feed per space: replacing the secret replaces the row. */
    spaceId: uuid('space_id')
      .primaryKey()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the URL's token. */
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('space_calendar_feeds_token_uq').on(t.tokenHash)],
);

export type SpaceCalendarFeedRow = typeof spaceCalendarFeeds.$inferSelect;
