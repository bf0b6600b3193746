import { adminRoleOf, type AuditAction, type AuditTargetType } from '@venues/contracts';
import type { Db } from '../../db/client';
import { Repository, type Tx } from '../../db/repository';
import { adminAuditLog } from '../../db/schema';
import type { AuthUser } from '../../types';
import { AppError } from '../../lib/errors';

/** What one administrator action changed (docs/admin.md "Audit trail"). */
export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A line a person reads, e.g. "Approved The Loft". */
  summary: string;
  reason?: string;
  /** The record's fields the action changed, before and after (null when it did not exist / no longer exists). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes the append-only audit trail (reading it is the admin module's repository). */
export class AuditTrailRepository extends Repository {
  async record(actor: AuthUser, record: AuditRecord): Promise<void> {
    const role = adminRoleOf(actor.roles);
    if (!role) throw new AppError('FORBIDDEN', 'Only administrators act through the administration calls');
    await this.db.insert(adminAuditLog).values({
      tenantId: actor.tenantId,
      actorId: actor.id,
      actorEmail: actor.row.email,
      actorRole: role,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId,
      summary: record.summary,
      reason: record.reason ?? '',
      before: record.before,
      after: record.after,
    });
  }
}

/**
 * Records an administrator's action in the append-only audit trail. Call it on the SAME transaction
 * as the change itself, so an action is never done without its record nor recorded without being done.
 */
export function recordAudit(tx: Tx | Db, actor: AuthUser, record: AuditRecord): Promise<void> {
  return new AuditTrailRepository(tx as Db).record(actor, record);
}
