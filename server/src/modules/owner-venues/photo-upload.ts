import type { FastifyRequest } from 'fastify';
import { isStorableText, LISTING_PHOTO_LIMITS, UNSTORABLE_TEXT_MESSAGE } from '@venues/contracts';
import type { PhotoUpload } from './photos';

const FIELD = LISTING_PHOTO_LIMITS.field;
const MB = LISTING_PHOTO_LIMITS.maxBytes / (1024 * 1024);

/**
 * The one photo of a multipart upload (field `file`), or what is wrong with the request: the venue
 * team's venue and space photos, and the administrators' storefront photos. With `caption`, the
 * optional `caption` field is read and checked too; without, other fields are ignored (a storefront
 * photo has no caption).
 */
export async function readPhoto(req: FastifyRequest, opts: { caption: boolean }): Promise<PhotoUpload> {
  if (!req.isMultipart()) return { ok: false, message: `Send the photo as multipart/form-data in the field "${FIELD}"` };
  let data: Buffer | null = null;
  let caption = '';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FIELD || data) {
          part.file.resume();
          return { ok: false, message: `Send one photo in the field "${FIELD}"` };
        }
        data = await part.toBuffer();
      } else if (opts.caption && part.fieldname === 'caption') {
        caption = String(part.value ?? '').trim();
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, message: `The photo must be at most ${MB} MB` };
    return { ok: false, message: 'The upload could not be read. Choose the photo again.' };
  }
  if (!data) return { ok: false, message: 'Choose a photo to upload' };
  if (data.length === 0) return { ok: false, message: 'The photo is empty. Choose another one.' };
  if (caption.length > LISTING_PHOTO_LIMITS.caption) return { ok: false, message: `The caption must be at most ${LISTING_PHOTO_LIMITS.caption} characters` };
  if (!isStorableText(caption)) return { ok: false, message: `Caption: ${UNSTORABLE_TEXT_MESSAGE}` };
  return { ok: true, data, caption };
}
