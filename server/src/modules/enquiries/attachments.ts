import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ENQUIRY_LIMITS, type AttachmentType, type MessageAttachment } from '@venues/contracts';
import { fieldError } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';

/** Storage keys under this folder are never served by /media: only the conversation's two sides read them. */
export const PRIVATE_FOLDER = 'private';

const BY_EXT: Record<string, AttachmentType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const EXT_OF: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const FILE = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

/** What the bytes are (not what the browser said): a JPEG, PNG or WebP that decodes, or a PDF. */
export async function detect(data: Buffer): Promise<{ type: AttachmentType; ext: string } | null> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { type: 'application/pdf', ext: 'pdf' };
  try {
    const meta = await sharp(data, { limitInputPixels: 100_000_000 }).metadata();
    const ext = EXT_OF[meta.format ?? ''];
    return ext ? { type: BY_EXT[ext]!, ext } : null;
  } catch {
    return null;
  }
}

/**
 * A photo as it is kept: turned upright and written again in its own format, which drops its
 * metadata (EXIF with the camera's GPS position, XMP, comments), as listing photos and avatars are.
 */
function withoutMetadata(data: Buffer, ext: string): Promise<Buffer> {
  const image = sharp(data, { limitInputPixels: 100_000_000, failOn: 'error' }).rotate();
  if (ext === 'jpg') return image.jpeg({ quality: 90 }).toBuffer();
  if (ext === 'png') return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

/**
 * A conversation's files (photos and PDFs), kept in the storage plugin under a private folder per
 * enquiry and served only through the API after the caller's access to the enquiry is checked.
 */
export class Attachments {
  constructor(private readonly storage: Storage) {}

  private folder(enquiryId: string) {
    return `${PRIVATE_FOLDER}/enquiries/${enquiryId}`;
  }

  private answer(enquiryId: string, file: string, name: string, size: number): MessageAttachment {
    return { key: `${this.folder(enquiryId)}/${file}`, url: `/api/v1/enquiries/${enquiryId}/attachments/${file}`, name, content_type: BY_EXT[file.split('.').pop()!]!, size };
  }

  /** Checks and stores one upload; answers the attachment to send with a message. */
  async store(enquiryId: string, data: Buffer, name: string): Promise<MessageAttachment> {
    if (data.length === 0) throw fieldError('file', 'The file is empty. Choose another one.');
    if (data.length > ENQUIRY_LIMITS.attachmentBytes) throw fieldError('file', `The file must be at most ${ENQUIRY_LIMITS.attachmentBytes / 1024 / 1024} MB`);
    const kind = await detect(data);
    if (!kind) throw fieldError('file', 'Attach a photo (JPEG, PNG or WebP) or a PDF');
    const kept = kind.ext === 'pdf' ? data : await withoutMetadata(data, kind.ext).catch(() => null);
    if (!kept) throw fieldError('file', 'This photo could not be read. Choose another one.');
    const file = `${randomUUID()}.${kind.ext}`;
    await this.storage.put(`${this.folder(enquiryId)}/${file}`, kept);
    return this.answer(enquiryId, file, name.trim().slice(0, 200) || file, kept.length);
  }

  /** The attachments a message names: each must be a file uploaded to this conversation. */
  async resolve(enquiryId: string, refs: readonly { key: string; name: string }[]): Promise<MessageAttachment[]> {
    const out: MessageAttachment[] = [];
    for (const [i, ref] of refs.entries()) {
      const file = ref.key.startsWith(`${this.folder(enquiryId)}/`) ? ref.key.slice(this.folder(enquiryId).length + 1) : '';
      const data = FILE.test(file) ? await this.storage.read(ref.key) : null;
      if (!data) throw fieldError(`attachments.${i}.key`, 'This file was not uploaded to this conversation: upload it again');
      out.push(this.answer(enquiryId, file, ref.name, data.length));
    }
    return out;
  }

  /** One stored file of the conversation, or null. */
  async read(enquiryId: string, file: string): Promise<{ data: Buffer; type: AttachmentType } | null> {
    if (!FILE.test(file)) return null;
    const data = await this.storage.read(`${this.folder(enquiryId)}/${file}`);
    return data ? { data, type: BY_EXT[file.split('.').pop()!]! } : null;
  }
}
