import type { ContactMessageBody, DataEnvelope } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { unwrap } from './unwrap';

// The contact module of the server (server/src/modules/contact).

export const contactApi = {
  async send(body: ContactMessageBody): Promise<{ _id: string }> {
    return unwrap(await http.post<DataEnvelope<{ _id: string }>>('/v1/contact-us', body));
  },
};
