import type { z } from 'zod';
import type { contactMessageBody } from '@venues/contracts';
import type { ContactRepository } from './repository';

export class ContactService {
  constructor(private readonly repo: ContactRepository) {}

  /** Store a message from the public contact form; answers its id. */
  send(tenantId: string, b: z.output<typeof contactMessageBody>): Promise<string> {
    return this.repo.insert({ tenantId, name: b.name, email: b.email, phone: b.phone, topic: b.topic, message: b.message, country: b.country ?? null });
  }
}
