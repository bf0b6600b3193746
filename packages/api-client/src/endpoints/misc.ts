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

let countries: Promise<CountrySetting[]> | null = null;

export const countryApi = {
  /**
   * Country storefronts, sorted by country_name. Asked once per page (the shell and the remotes
   * all need them at start-up); `fresh` asks again, e.g. after an admin changed them.
   */
  list({ fresh = false }: { fresh?: boolean } = {}): Promise<CountrySetting[]> {
    if (!countries || fresh) {
      const request = http.get<DataEnvelope<CountrySetting[]>>('/v1/country-settings').then((r) =>
        // The server sorts already; sorting again keeps the promise if an older server does not.
        [...unwrap(r)].sort((a, b) => a.country_name.localeCompare(b.country_name)),
      );
      countries = request;
      // A failure is not kept: the next call asks again.
      request.catch(() => {
        if (countries === request) countries = null;
      });
    }
    return countries;
  },
  /** Drops the page's copy: the next list() asks the server (tests start from a clean page this way). */
  forget(): void {
    countries = null;
  },
  /** Hands over a list the caller already fetched (the shell's early request), so nobody asks again. */
  prime(list: CountrySetting[]): void {
    countries = Promise.resolve([...list].sort((a, b) => a.country_name.localeCompare(b.country_name)));
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
