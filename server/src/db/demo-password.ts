import { inArray } from 'drizzle-orm';
import { isLoopback } from '../config';
import type { Passwords } from '../lib/password';
import type { Db } from './client';
import { users } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

// The seed's accounts sign in with a password the README publishes, an administrator's among them.
// A server reachable from other machines must not keep it (docs/architecture.md "Security"):
// server.ts refuses to listen beyond this machine while any account still has it, and
// `npm run demo-password` changes it.

/** The hashes the seed's accounts hold that the published password opens (one: the seed shares its hash). */
async function publishedHashes(db: Db, passwords: Passwords): Promise<string[]> {
  const rows = await db.selectDistinct({ hash: users.passwordHash }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const open = await Promise.all(rows.map(async (r) => ((await passwords.verify(r.hash, DEMO_PASSWORD)) ? r.hash : null)));
  return open.filter((h): h is string => h !== null);
}

/** The accounts (the seed's and the demo customers sharing their hash) that the published password still opens. */
export async function demoPasswordAccounts(db: Db, passwords: Passwords): Promise<string[]> {
  const hashes = await publishedHashes(db, passwords);
  if (hashes.length === 0) return [];
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.passwordHash, hashes));
  return rows.map((r) => r.email).sort();
}

/** Why the server must not listen on `host`: null on this machine's loopback, or when no account has the published password. */
export async function exposedDemoRefusal(host: string, db: Db, passwords: Passwords): Promise<string | null> {
  if (isLoopback(host)) return null;
  const open = await demoPasswordAccounts(db, passwords);
  if (open.length === 0) return null;
  const named = open.slice(0, 3).join(', ') + (open.length > 3 ? ` and ${open.length - 3} more` : '');
  return (
    `Not listening on HOST=${host}: ${named} still sign in with the demo password the README publishes, an administrator among them, ` +
    `so anyone who reaches this port could sign in. Change it first — DEMO_NEW_PASSWORD='<a long new password>' npm run demo-password — ` +
    `or leave HOST unset to serve this machine only (127.0.0.1).`
  );
}

/** Gives every account the published password opens `password` instead; the number changed. */
export async function changeDemoPassword(db: Db, passwords: Passwords, password: string): Promise<number> {
  const hashes = await publishedHashes(db, passwords);
  if (hashes.length === 0) return 0;
  const changed = await db.update(users).set({ passwordHash: await passwords.hash(password) }).where(inArray(users.passwordHash, hashes)).returning({ id: users.id });
  return changed.length;
}
