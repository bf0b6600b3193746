import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export class ContactRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof contactMessages.$inferInsert): Promise<string> {
    const [r] = await this.db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
    return r!.id;
  }
}
