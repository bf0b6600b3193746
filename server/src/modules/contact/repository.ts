import { Repository } from '../../db/repository';
import { contactMessages } from '../../db/schema';

export class ContactRepository extends Repository {
  async insert(row: typeof contactMessages.$inferInsert): Promise<string> {
    const [r] = await this.db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
    return r!.id;
  }
}
