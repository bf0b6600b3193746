import type {
  Announcement,
  AnnouncementInput,
  AnnouncementQuery,
  ContactMessageBody,
  CountrySetting,
  DataEnvelope,
  NotificationCounts,
  Page,
} from '@venues/contracts';
import { http } from '../http';
import { unwrap } from './unwrap';

type Ok = { ok: true };

export const countryApi = {
  /** Country storefronts, sorted by country_name. */
  async list(): Promise<CountrySetting[]> {
    const list = unwrap(await http.get<DataEnvelope<CountrySetting[]>>('/v1/country-settings'));
    // The server sorts already; sorting again keeps the promise if an older server does not.
    return [...list].sort((a, b) => a.country_name.localeCompare(b.country_name));
  },
};

export const notificationsApi = {
  async counts(): Promise<NotificationCounts> {
    return unwrap(await http.get<DataEnvelope<NotificationCounts>>('/v1/notifications'));
  },
};

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

export const contactApi = {
  async send(body: ContactMessageBody): Promise<{ _id: string }> {
    return unwrap(await http.post<DataEnvelope<{ _id: string }>>('/v1/contact-us', body));
  },
};
