import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EnquirySide, EnquiryStatus, MessageAttachment, MessageCardKind, MessageSide, Photo } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { enquiries, enquiryMessages, favoriteFolderMembers, favoriteFolders, favorites, phoneRequests, spaces, users, venues, type EnquiryRow } from '../../db/schema';
import { rows } from '../../db/sql';

/** One enquiry with what its answer shows (venue, space, customer, last message, the caller's unread count). */
export interface EnquiryView {
  id: string;
  status: EnquiryStatus;
  customer_id: string;
  organization_id: string | null;
  bulk_id: string | null;
  event_type: string;
  event_date: string;
  start_time: string;
  end_time: string;
  start_at: Date;
  end_at: Date;
  guests: number;
  last_message_at: Date;
  customer_last_read_at: Date | null;
  venue_last_read_at: Date | null;
  created_at: Date;
  updated_at: Date;
  venue_id: string;
  venue_slug: string;
  venue_name: string;
  venue_city: string;
  venue_country: string;
  venue_time_zone: string;
  venue_currency: string | null;
  venue_policy: 'flexible' | 'moderate' | 'strict';
  venue_photo: Photo | null;
  space_id: string | null;
  space_name: string | null;
  customer_first: string;
  customer_last: string;
  customer_picture: string;
  last_body: string | null;
  last_side: MessageSide | null;
  last_at: Date | null;
  last_attachments: number | null;
  unread: number;
}

export interface MessageView {
  id: string;
  enquiry_id: string;
  side: MessageSide;
  sender_id: string | null;
  sender_first: string | null;
  sender_last: string | null;
  sender_picture: string | null;
  body: string;
  attachments: MessageAttachment[];
  card_kind: MessageCardKind | null;
  card_id: string | null;
  created_at: Date;
}

export interface ListFilter {
  status?: EnquiryStatus;
  type?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** Whose conversations: a customer's own, or a venue team's organisation's. */
export type Owner = { side: 'customer'; userId: string } | { side: 'venue'; organizationId: string };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class EnquiryRepository extends Repository {
  /** The columns of an EnquiryView; `side` decides whose unread count. */
  private viewSelect(side: EnquirySide): SQL {
    const myRead = side === 'customer' ? sql`e.customer_last_read_at` : sql`e.venue_last_read_at`;
    return sql`
      e.id, e.status, e.customer_id, e.organization_id, e.bulk_id, e.event_type, e.event_date::text as event_date, e.start_time, e.end_time,
      e.start_at, e.end_at, e.guests, e.last_message_at, e.customer_last_read_at, e.venue_last_read_at, e.created_at, e.updated_at,
      v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.city as venue_city, v.country as venue_country,
      v.time_zone as venue_time_zone, v.currency as venue_currency, v.cancellation_policy as venue_policy, v.photos->0 as venue_photo,
      s.id as space_id, s.name as space_name,
      c.first_name as customer_first, c.last_name as customer_last, c.profile_picture as customer_picture,
      lm.body as last_body, lm.side as last_side, lm.created_at as last_at, jsonb_array_length(lm.attachments) as last_attachments,
      (select count(*)::int from enquiry_messages m where m.enquiry_id = e.id and m.side <> ${side}
         and (${myRead} is null or m.created_at > ${myRead})) as unread`;
  }

  private viewFrom(): SQL {
    return sql`
      from enquiries e
      join venues v on v.id = e.venue_id
      left join spaces s on s.id = e.space_id
      join users c on c.id = e.customer_id
      left join lateral (select body, side, created_at, attachments from enquiry_messages m where m.enquiry_id = e.id order by m.created_at desc, m.id desc limit 1) lm on true`;
  }

  async view(tenantId: string, id: string, side: EnquirySide): Promise<EnquiryView | undefined> {
    const [r] = await rows<EnquiryView>(this.db, sql`select ${this.viewSelect(side)} ${this.viewFrom()} where e.tenant_id = ${tenantId} and e.id = ${id}`);
    return r;
  }

  async list(tenantId: string, owner: Owner, f: ListFilter): Promise<{ rows: EnquiryView[]; total: number }> {
    const conds: SQL[] = [sql`e.tenant_id = ${tenantId}`];
    conds.push(owner.side === 'customer' ? sql`e.customer_id = ${owner.userId}` : sql`e.organization_id = ${owner.organizationId}`);
    // Archived conversations are out of the way unless asked for.
    conds.push(f.status ? sql`e.status = ${f.status}` : sql`e.status <> 'archived'`);
    if (f.type) conds.push(sql`e.event_type = ${f.type}`);
    if (f.q) {
      const like = `%${likeEscape(f.q)}%`;
      conds.push(sql`(v.name ilike ${like} or (c.first_name || ' ' || c.last_name) ilike ${like}
        or exists (select 1 from enquiry_messages m where m.enquiry_id = e.id and m.body ilike ${like}))`);
    }
    const where = sql.join(conds, sql` and `);
    const [count] = await rows<{ n: number }>(this.db, sql`select count(*)::int as n from enquiries e join venues v on v.id = e.venue_id join users c on c.id = e.customer_id where ${where}`);
    const list = await rows<EnquiryView>(
      this.db,
      sql`select ${this.viewSelect(owner.side)} ${this.viewFrom()} where ${where} order by e.last_message_at desc, e.id desc limit ${f.limit} offset ${f.offset}`,
    );
    return { rows: list, total: count?.n ?? 0 };
  }

  /** A published venue of the tenant, with its organisation and zone. */
  async publishedVenue(tenantId: string, venueId: string) {
    const [v] = await this.db
      .select({ id: venues.id, name: venues.name, country: venues.country, timeZone: venues.timeZone, organizationId: venues.organizationId })
      .from(venues)
      .where(and(eq(venues.tenantId, tenantId), eq(venues.id, venueId), eq(venues.status, 'published')));
    return v;
  }

  async publishedSpace(venueId: string, spaceId: string) {
    const [s] = await this.db.select({ id: spaces.id }).from(spaces).where(and(eq(spaces.venueId, venueId), eq(spaces.id, spaceId), eq(spaces.status, 'published')));
    return s;
  }

  /** The venues of a folder the user owns or was invited to; undefined when they may not use it. */
  async folderVenueIds(tenantId: string, userId: string, folderId: string): Promise<string[] | undefined> {
    const [folder] = await this.db
      .select({ id: favoriteFolders.id })
      .from(favoriteFolders)
      .leftJoin(favoriteFolderMembers, and(eq(favoriteFolderMembers.folderId, favoriteFolders.id), eq(favoriteFolderMembers.userId, userId)))
      .where(and(eq(favoriteFolders.tenantId, tenantId), eq(favoriteFolders.id, folderId), or(eq(favoriteFolders.userId, userId), eq(favoriteFolderMembers.userId, userId))));
    if (!folder) return undefined;
    const list = await this.db.select({ venueId: favorites.venueId }).from(favorites).where(eq(favorites.folderId, folderId)).orderBy(favorites.createdAt);
    return list.map((r) => r.venueId);
  }

  async insert(values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
    const [row] = await this.db.insert(enquiries).values(values).returning();
    return row!;
  }

  async insertMessage(values: typeof enquiryMessages.$inferInsert): Promise<string> {
    const [m] = await this.db.insert(enquiryMessages).values(values).returning({ id: enquiryMessages.id, createdAt: enquiryMessages.createdAt });
    await this.db.update(enquiries).set({ lastMessageAt: m!.createdAt, updatedAt: new Date() }).where(eq(enquiries.id, values.enquiryId));
    return m!.id;
  }

  private messageSelect(): SQL {
    return sql`m.id, m.enquiry_id, m.side, m.sender_id, u.first_name as sender_first, u.last_name as sender_last, u.profile_picture as sender_picture,
      m.body, m.attachments, m.card_kind, m.card_id, m.created_at
      from enquiry_messages m left join users u on u.id = m.sender_id`;
  }

  async message(id: string): Promise<MessageView | undefined> {
    const [m] = await rows<MessageView>(this.db, sql`select ${this.messageSelect()} where m.id = ${id}`);
    return m;
  }

  /** Newest first; `before` (a message of this enquiry) pages back by (created_at, id). One extra row says whether more exist. */
  async messages(enquiryId: string, before: string | undefined, limit: number): Promise<{ rows: MessageView[]; hasMore: boolean }> {
    const after = before
      ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from enquiry_messages b where b.id = ${before} and b.enquiry_id = ${enquiryId})`
      : sql``;
    const list = await rows<MessageView>(this.db, sql`select ${this.messageSelect()} where m.enquiry_id = ${enquiryId} ${after} order by m.created_at desc, m.id desc limit ${limit + 1}`);
    return { rows: list.slice(0, limit), hasMore: list.length > limit };
  }

  async messageBelongs(enquiryId: string, messageId: string): Promise<boolean> {
    const [m] = await this.db.select({ id: enquiryMessages.id }).from(enquiryMessages).where(and(eq(enquiryMessages.id, messageId), eq(enquiryMessages.enquiryId, enquiryId)));
    return !!m;
  }

  async setStatus(id: string, status: EnquiryStatus): Promise<void> {
    await this.db.update(enquiries).set({ status, updatedAt: new Date() }).where(eq(enquiries.id, id));
  }

  async markRead(id: string, side: EnquirySide, at: Date): Promise<void> {
    await this.db
      .update(enquiries)
      .set(side === 'customer' ? { customerLastReadAt: at } : { venueLastReadAt: at })
      .where(eq(enquiries.id, id));
  }

  /**
   * Claims the "new message" e-mail of one side: true when none went out in the last `minutes`
   * (one conditional UPDATE, so two messages at once send one mail).
   */
  async claimMail(id: string, side: EnquirySide, minutes: number, now: Date): Promise<boolean> {
    const col = side === 'customer' ? enquiries.customerMailedAt : enquiries.venueMailedAt;
    const since = new Date(now.getTime() - minutes * 60_000);
    const r = await this.db
      .update(enquiries)
      .set(side === 'customer' ? { customerMailedAt: now } : { venueMailedAt: now })
      .where(and(eq(enquiries.id, id), or(isNull(col), lt(col, since))))
      .returning({ id: enquiries.id });
    return r.length > 0;
  }

  /** The venue team members who answer an organisation's enquiries (owners, venue admins and members). */
  async teamOf(tenantId: string, organizationId: string | null): Promise<{ id: string; country: string }[]> {
    if (!organizationId) return [];
    return this.db
      .select({ id: users.id, country: users.country })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.organizationId, organizationId), inArray(users.role, ['VENUE_OWNER', 'VENUE_LISTER']), eq(users.status, 'active')));
  }

  async person(id: string) {
    const [u] = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, country: users.country, mobilePhone: users.mobilePhone, primaryPhone: users.primaryPhone })
      .from(users)
      .where(eq(users.id, id));
    return u;
  }

  // ---------------------------------------------------------------- phone requests

  phoneRequests(enquiryId: string) {
    return this.db.select().from(phoneRequests).where(eq(phoneRequests.enquiryId, enquiryId)).orderBy(phoneRequests.createdAt);
  }

  async phoneRequest(enquiryId: string, id: string, opts: { forUpdate?: boolean } = {}) {
    const q = this.db.select().from(phoneRequests).where(and(eq(phoneRequests.enquiryId, enquiryId), eq(phoneRequests.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async openPhoneRequest(enquiryId: string, side: EnquirySide) {
    const [r] = await this.db
      .select({ id: phoneRequests.id })
      .from(phoneRequests)
      .where(and(eq(phoneRequests.enquiryId, enquiryId), eq(phoneRequests.side, side), eq(phoneRequests.status, 'requested')));
    return r;
  }

  async insertPhoneRequest(values: typeof phoneRequests.$inferInsert) {
    const [r] = await this.db.insert(phoneRequests).values(values).returning();
    return r!;
  }

  async answerPhoneRequest(id: string, status: 'shared' | 'declined', phone: string, answeredBy: string) {
    const [r] = await this.db.update(phoneRequests).set({ status, phone, answeredBy, updatedAt: new Date() }).where(eq(phoneRequests.id, id)).returning();
    return r!;
  }
}
