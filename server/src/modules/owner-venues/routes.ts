import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isStorableText, LISTING_PHOTO_LIMITS, teamCan, UNSTORABLE_TEXT_MESSAGE } from '@venues/contracts';
import { ownerVenuesApi, spacesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import type { PhotoUpload } from './photos';

const MB = LISTING_PHOTO_LIMITS.maxBytes / (1024 * 1024);
const UNREADABLE = 'The upload could not be read. Choose the photo again.';

/** The photo of an upload (field `file`) and its optional `caption` field, or what is wrong with the request. */
async function readPhoto(req: FastifyRequest): Promise<PhotoUpload> {
  if (!req.isMultipart()) return { ok: false, message: `Send the photo as multipart/form-data in the field "${LISTING_PHOTO_LIMITS.field}"` };
  let data: Buffer | null = null;
  let caption = '';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== LISTING_PHOTO_LIMITS.field || data) {
          part.file.resume();
          return { ok: false, message: `Send one photo in the field "${LISTING_PHOTO_LIMITS.field}"` };
        }
        data = await part.toBuffer();
      } else if (part.fieldname === 'caption') {
        caption = String(part.value ?? '').trim();
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, message: `The photo must be at most ${MB} MB` };
    return { ok: false, message: UNREADABLE };
  }
  if (!data) return { ok: false, message: 'Choose a photo to upload' };
  if (data.length === 0) return { ok: false, message: 'The photo is empty. Choose another one.' };
  if (caption.length > LISTING_PHOTO_LIMITS.caption) return { ok: false, message: `The caption must be at most ${LISTING_PHOTO_LIMITS.caption} characters` };
  if (!isStorableText(caption)) return { ok: false, message: `Caption: ${UNSTORABLE_TEXT_MESSAGE}` };
  return { ok: true, data, caption };
}

/**
 * The venue team's venues and spaces (owners and venue admins: `venues.read`, `venues.edit`;
 * deletion requests: `venues.request_deletion`). Registered under /api/v1. The administrators'
 * approve, reject and the rest of the review: modules/admin-review.
 */
export async function ownerVenueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.ownerVenues;
  // Only this plugin's routes take multipart bodies (the plugin is encapsulated).
  await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_LIMITS.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 4 * LISTING_PHOTO_LIMITS.caption } });

  const read = { onRequest: app.requireRoles((r) => teamCan(r, 'venues.read'), 'Only the venue owner and venue admins manage venues') };
  const edit = { onRequest: app.requireRoles((r) => teamCan(r, 'venues.edit'), 'Only the venue owner and venue admins edit venues') };
  const deletion = { onRequest: app.requireRoles((r) => teamCan(r, 'venues.request_deletion'), 'Only the venue owner can ask for a venue to be deleted') };

  // ---- venues
  app.get('/owner/venues', { ...read, schema: ownerVenuesApi.list }, async (req) => ({ data: await service.list(currentUser(req), req.query) }));
  app.post('/owner/venues', { ...edit, schema: ownerVenuesApi.create }, async (req, reply) => reply.code(201).send({ data: await service.create(currentUser(req), req.body) }));
  app.get('/owner/venues/:id', { ...read, schema: ownerVenuesApi.get }, async (req) => ({ data: await service.get(currentUser(req), req.params.id) }));
  app.patch('/owner/venues/:id', { ...edit, schema: ownerVenuesApi.patch }, async (req) => ({ data: await service.patch(currentUser(req), req.params.id, req.body) }));
  app.post('/owner/venues/:id/submit', { ...edit, schema: ownerVenuesApi.submit }, async (req) => ({ data: await service.step(currentUser(req), req.params.id, 'submit') }));
  app.post('/owner/venues/:id/archive', { ...edit, schema: ownerVenuesApi.archive }, async (req) => ({ data: await service.step(currentUser(req), req.params.id, 'archive') }));
  app.post('/owner/venues/:id/restore', { ...edit, schema: ownerVenuesApi.restore }, async (req) => ({ data: await service.step(currentUser(req), req.params.id, 'restore') }));
  app.post('/owner/venues/:id/request-deletion', { ...deletion, schema: ownerVenuesApi.requestDeletion }, async (req) => ({
    data: await service.step(currentUser(req), req.params.id, 'request_deletion'),
  }));
  app.get('/owner/venues/:id/preview', { ...read, schema: ownerVenuesApi.preview }, async (req, reply) => {
    // A draft's page is the team's only: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return { data: await service.preview(currentUser(req), req.params.id) };
  });
  app.post('/owner/venues/:id/photos', { ...edit, schema: ownerVenuesApi.addPhoto }, async (req, reply) => {
    const me = currentUser(req);
    await service.editableVenue(me, req.params.id); // another organisation's venue: 404 before the upload is read
    return reply.code(201).send({ data: await service.addVenuePhoto(me, req.tenant, req.params.id, await readPhoto(req)) });
  });
  app.put('/owner/venues/:id/photos', { ...edit, schema: ownerVenuesApi.orderPhotos }, async (req) => ({ data: await service.orderVenuePhotos(currentUser(req), req.params.id, req.body) }));
  app.delete('/owner/venues/:id/photos/:photoId', { ...edit, schema: ownerVenuesApi.removePhoto }, async (req) => ({
    data: await service.removeVenuePhoto(currentUser(req), req.params.id, req.params.photoId),
  }));

  // ---- spaces (docs/spec.md §7: POST /v1/space/{venueId}, PATCH /v1/space/{spaceId})
  app.post('/space/:venueId', { ...edit, schema: spacesApi.create }, async (req, reply) => reply.code(201).send({ data: await service.createSpace(currentUser(req), req.params.venueId, req.body) }));
  app.get('/space/:spaceId', { ...read, schema: spacesApi.get }, async (req) => ({ data: await service.getSpace(currentUser(req), req.params.spaceId) }));
  app.patch('/space/:spaceId', { ...edit, schema: spacesApi.patch }, async (req) => ({ data: await service.patchSpace(currentUser(req), req.params.spaceId, req.body) }));
  app.delete('/space/:spaceId', { ...edit, schema: spacesApi.archive }, async (req) => ({ data: await service.archiveSpace(currentUser(req), req.params.spaceId) }));
  app.post('/space/:spaceId/photos', { ...edit, schema: spacesApi.addPhoto }, async (req, reply) => {
    const me = currentUser(req);
    await service.editableSpace(me, req.params.spaceId);
    return reply.code(201).send({ data: await service.addSpacePhoto(me, req.tenant, req.params.spaceId, await readPhoto(req)) });
  });
  app.put('/space/:spaceId/photos', { ...edit, schema: spacesApi.orderPhotos }, async (req) => ({ data: await service.orderSpacePhotos(currentUser(req), req.params.spaceId, req.body) }));
  app.delete('/space/:spaceId/photos/:photoId', { ...edit, schema: spacesApi.removePhoto }, async (req) => ({
    data: await service.removeSpacePhoto(currentUser(req), req.params.spaceId, req.params.photoId),
  }));
}

