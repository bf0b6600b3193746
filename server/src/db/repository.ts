import type { Db } from './client';

/** An open transaction (drizzle's transaction is a database too, so a repository takes either). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The base of every module's repository: the only code that queries the database. A service
 * that needs several writes to succeed or fail together opens a transaction and runs each
 * repository on it:
 *
 *   await this.users.transaction(async (tx) => {
 *     const row = await this.links.withTx(tx).consume(…);
 *     await this.users.withTx(tx).update(…);
 *   });
 *
 * Inside a transaction, `transaction()` again opens a savepoint.
 */
export abstract class Repository {
  constructor(protected readonly db: Db) {}

  /** The same repository, its queries running on the caller's transaction. */
  withTx(tx: Tx): this {
    const Same = this.constructor as new (db: Db) => this;
    return new Same(tx);
  }

  /** Runs `fn` in a transaction on this repository's database (or a savepoint in its transaction). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }
}
