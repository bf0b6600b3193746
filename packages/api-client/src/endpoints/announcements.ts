import type { Announcement, AnnouncementInput, AnnouncementQuery, DataEnvelope, Page } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { unwrap, type Ok } from './unwrap';

// The announcements module of the server (server/src/modules/announcements).

const ANNOUNCEMENTS = '/v1/admin/announcements';

/** Query values as the server reads them: arrays become comma lists, booleans "true"/"false". */
function announcementParams(q: AnnouncementQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = Array.isArray(v) ? v.join(',') : typeof v === 'boolean' ? String(v) : (v as string | number);
  }
  return out;
}

export const announcementsApi = {
  async list(query: AnnouncementQuery = {}): Promise<Page<Announcement>> {
    return unwrap(await http.get<DataEnvelope<Page<Announcement>>>(ANNOUNCEMENTS, { params: announcementParams(query) }));
  },
  async get(id: string): Promise<Announcement> {
    return unwrap(await http.get<DataEnvelope<Announcement>>(ANNOUNCEMENTS, { params: { _id: id } }));
  },
  async create(body: AnnouncementInput): Promise<Announcement> {
    return unwrap(await http.post<DataEnvelope<Announcement>>(ANNOUNCEMENTS, body));
  },
  async update(id: string, body: Partial<AnnouncementInput>): Promise<Announcement> {
    return unwrap(await http.patch<DataEnvelope<Announcement>>(`${ANNOUNCEMENTS}/${encodeURIComponent(id)}`, body));
  },
  async remove(id: string): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>(`${ANNOUNCEMENTS}/${encodeURIComponent(id)}`));
  },
  /** "Don't show me this again": idempotent on the server. */
  async log(announcementId: string): Promise<Ok> {
    return unwrap(await http.post<DataEnvelope<Ok>>('/v1/admin/announcement-logs', { announcement: announcementId }));
  },
};
