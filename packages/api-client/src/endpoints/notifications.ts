import type { DataEnvelope, NotificationCounts } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { unwrap } from './unwrap';

// The notifications module of the server (server/src/modules/notifications); the preferences are in userApi (users.ts).

export const notificationsApi = {
  async counts(): Promise<NotificationCounts> {
    return unwrap(await http.get<DataEnvelope<NotificationCounts>>('/v1/notifications'));
  },
};
