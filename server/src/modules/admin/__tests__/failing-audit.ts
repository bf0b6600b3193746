import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * Runs `fn` while every insert into the audit trail fails (a trigger raises): a step failing after
 * the change itself was written, to prove the change and its record are one transaction.
 */
export async function withFailingAudit(db: Db, fn: () => Promise<void>): Promise<void> {
  await db.execute(sql.raw(`CREATE FUNCTION test_audit_fails() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit is down'; END $$`));
  await db.execute(sql.raw('CREATE TRIGGER test_audit_fails BEFORE INSERT ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION test_audit_fails()'));
  try {
    await fn();
  } finally {
    await db.execute(sql.raw('DROP TRIGGER test_audit_fails ON admin_audit_log'));
    await db.execute(sql.raw('DROP FUNCTION test_audit_fails()'));
  }
}
