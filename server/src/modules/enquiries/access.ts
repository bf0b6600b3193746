import { and, eq } from 'drizzle-orm';
import { canAnswerEnquiries, canSendOffers, type Actor, type EnquirySide } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { enquiries, type EnquiryRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';

/** The caller's relation to one enquiry. */
export interface EnquiryAccess {
  enquiry: EnquiryRow;
  side: EnquirySide;
  /** The state machines' actor: the customer, or the venue (its team). */
  actor: Extract<Actor, 'customer' | 'venue'>;
  /** Whether the caller may make, change and cancel offers and answer booking requests. */
  canSendOffers: boolean;
}

export class EnquiryAccessRepository extends Repository {
  async find(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<EnquiryRow | undefined> {
    const q = this.db.select().from(enquiries).where(and(eq(enquiries.tenantId, tenantId), eq(enquiries.id, id)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  }
}

/** The side `user` is on for `enquiry`, or null when it is not theirs (nor their organisation's). */
export function sideOf(user: AuthUser, enquiry: EnquiryRow): EnquirySide | null {
  if (enquiry.customerId === user.id) return 'customer';
  if (enquiry.organizationId && user.row.organizationId === enquiry.organizationId && canAnswerEnquiries(user.roles)) return 'venue';
  return null;
}

/**
 * Loads an enquiry for the caller, or answers 404 when it is not theirs: another person's
 * conversation is indistinguishable from one that does not exist (no probing of ids). With
 * `forUpdate` (inside a transaction) the row is locked until the transaction ends.
 */
export async function enquiryFor(repo: EnquiryAccessRepository, user: AuthUser, id: string, opts: { forUpdate?: boolean } = {}): Promise<EnquiryAccess> {
  const enquiry = await repo.find(user.tenantId, id, opts);
  const side = enquiry ? sideOf(user, enquiry) : null;
  if (!enquiry || !side) throw notFound('Enquiry');
  return { enquiry, side, actor: side, canSendOffers: side === 'venue' && canSendOffers(user.roles) };
}

/** 403 unless the caller is on the venue's side with a team role that may send offers. */
export function requireOfferRights(access: EnquiryAccess): void {
  if (access.side !== 'venue') throw new AppError('FORBIDDEN', 'Only the venue can do this');
  if (!access.canSendOffers) throw new AppError('FORBIDDEN', 'Your team role cannot make or change offers; ask the venue owner or a venue admin');
}
