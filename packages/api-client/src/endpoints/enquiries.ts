import type {
  BulkEnquiryBody,
  DataEnvelope,
  Enquiry,
  EnquiryBody,
  EnquiryListQuery,
  EnquiryMessage,
  EnquiryPage,
  EnquiryStep,
  MessageAttachment,
  PhoneRequest,
} from '@venues/contracts';
import { ATTACHMENT_FIELD } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap } from './unwrap';

// The enquiries module of the server (server/src/modules/enquiries).

const BASE = '/v1/enquiries';

/** A page of messages, newest first; ask again with `before` = the last message's id while `has_more`. */
export interface MessagePage {
  data: EnquiryMessage[];
  has_more: boolean;
}

export interface BulkEnquiryResult {
  bulk_id: string;
  enquiries: Enquiry[];
  skipped: { venue_id: string; reason: string }[];
}

/** Conversations: signed in; a conversation that is not the caller's answers 404. */
export const enquiriesApi = {
  async create(body: EnquiryBody): Promise<Enquiry> {
    return unwrap(await http.post<DataEnvelope<Enquiry>>(BASE, body));
  },
  async bulk(body: BulkEnquiryBody): Promise<BulkEnquiryResult> {
    return unwrap(await http.post<DataEnvelope<BulkEnquiryResult>>(`${BASE}/bulk`, body));
  },
  async list(query: EnquiryListQuery = {}): Promise<EnquiryPage> {
    return unwrap(await http.get<DataEnvelope<EnquiryPage>>(BASE, { params: query }));
  },
  async get(id: string): Promise<Enquiry> {
    return unwrap(await http.get<DataEnvelope<Enquiry>>(`${BASE}/${seg(id)}`));
  },
  async messages(id: string, query: { before?: string; limit?: number } = {}): Promise<MessagePage> {
    return unwrap(await http.get<DataEnvelope<MessagePage>>(`${BASE}/${seg(id)}/messages`, { params: query }));
  },
  /** Text, files uploaded with `upload` before, or both. */
  async send(id: string, body: string, attachments: Pick<MessageAttachment, 'key' | 'name'>[] = []): Promise<EnquiryMessage> {
    const files = attachments.map(({ key, name }) => ({ key, name }));
    return unwrap(await http.post<DataEnvelope<EnquiryMessage>>(`${BASE}/${seg(id)}/messages`, files.length ? { body, attachments: files } : { body }));
  },
  /** Uploads a photo or PDF to attach (checked by content; a bad file is a 400 on `file`). */
  async upload(id: string, file: File, onProgress?: (fraction: number) => void): Promise<MessageAttachment> {
    const form = new FormData();
    form.append(ATTACHMENT_FIELD, file, file.name);
    const res = await http.post<DataEnvelope<MessageAttachment>>(`${BASE}/${seg(id)}/attachments`, form, {
      onUploadProgress: onProgress ? (e) => onProgress(e.total ? e.loaded / e.total : 0) : undefined,
    });
    return unwrap(res);
  },
  /** An attachment's bytes (it needs the caller's token, so a plain <img src> cannot load it). */
  async attachment(a: Pick<MessageAttachment, 'url'>): Promise<Blob> {
    return (await http.get<Blob>(a.url.replace(/^\/api/, ''), { responseType: 'blob' })).data;
  },
  /** Marks the conversation read (read receipts for the other side; its notifications cleared). */
  async read(id: string): Promise<Enquiry> {
    return unwrap(await http.post<DataEnvelope<Enquiry>>(`${BASE}/${seg(id)}/read`, {}));
  },
  /** close, reopen, archive or unarchive (409 with ENQUIRY_<STATE> when the state does not allow it). */
  async step(id: string, event: EnquiryStep): Promise<Enquiry> {
    return unwrap(await http.post<DataEnvelope<Enquiry>>(`${BASE}/${seg(id)}/${event}`, {}));
  },
  async phoneRequests(id: string): Promise<PhoneRequest[]> {
    return unwrap(await http.get<DataEnvelope<PhoneRequest[]>>(`${BASE}/${seg(id)}/phone-requests`));
  },
  async requestPhone(id: string): Promise<PhoneRequest> {
    return unwrap(await http.post<DataEnvelope<PhoneRequest>>(`${BASE}/${seg(id)}/phone-requests`, {}));
  },
  async answerPhone(id: string, requestId: string, answer: 'share' | 'decline'): Promise<PhoneRequest> {
    return unwrap(await http.post<DataEnvelope<PhoneRequest>>(`${BASE}/${seg(id)}/phone-requests/${seg(requestId)}/${answer}`, {}));
  },
};
