import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LISTING_PHOTO_LIMITS, teamCan } from '@venues/contracts';
import { geocodeApi, ownerVenuesApi, spacesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { readPhoto } from './photo-upload';

/**
 * The venue team's venues and spaces (owners and venue admins: `venues.read`, `venues.edit`;
 * deletion requests: `venues.request_deletion`). Registered under /api/v1. The administrators'
 * approve, reject and the rest of the review: modules/admin-review.
 */
export async function ownerVenueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.ownerVenues;
  const spaces = app.services.ownerSpaces;
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
    return reply.code(201).send({ data: await service.addVenuePhoto(me, req.tenant, req.params.id, await readPhoto(req, { caption: true })) });
  });
  app.put('/owner/venues/:id/photos', { ...edit, schema: ownerVenuesApi.orderPhotos }, async (req) => ({ data: await service.orderVenuePhotos(currentUser(req), req.params.id, req.body) }));
  app.delete('/owner/venues/:id/photos/:photoId', { ...edit, schema: ownerVenuesApi.removePhoto }, async (req) => ({
    data: await service.removeVenuePhoto(currentUser(req), req.params.id, req.params.photoId),
  }));

  // ---- the listing's address search (server/src/geocoding; docs/adr/0103-geocoding-behind-one-interface.md)
  app.get('/geocode', { ...edit, schema: geocodeApi.search }, async (req) => ({ data: await app.services.geocoding.search(currentUser(req).id, req.query.q, req.query.country) }));

  // ---- spaces (docs/spec.md §7: POST /v1/space/{venueId}, PATCH /v1/space/{spaceId})
  app.post('/space/:venueId', { ...edit, schema: spacesApi.create }, async (req, reply) => reply.code(201).send({ data: await spaces.createSpace(currentUser(req), req.params.venueId, req.body) }));
  app.get('/space/:spaceId', { ...read, schema: spacesApi.get }, async (req) => ({ data: await spaces.getSpace(currentUser(req), req.params.spaceId) }));
  app.patch('/space/:spaceId', { ...edit, schema: spacesApi.patch }, async (req) => ({ data: await spaces.patchSpace(currentUser(req), req.params.spaceId, req.body) }));
  app.delete('/space/:spaceId', { ...edit, schema: spacesApi.archive }, async (req) => ({ data: await spaces.archiveSpace(currentUser(req), req.params.spaceId) }));
  app.post('/space/:spaceId/photos', { ...edit, schema: spacesApi.addPhoto }, async (req, reply) => {
    const me = currentUser(req);
    await spaces.editableSpace(me, req.params.spaceId);
    return reply.code(201).send({ data: await spaces.addSpacePhoto(me, req.tenant, req.params.spaceId, await readPhoto(req, { caption: true })) });
  });
  app.put('/space/:spaceId/photos', { ...edit, schema: spacesApi.orderPhotos }, async (req) => ({ data: await spaces.orderSpacePhotos(currentUser(req), req.params.spaceId, req.body) }));
  app.delete('/space/:spaceId/photos/:photoId', { ...edit, schema: spacesApi.removePhoto }, async (req) => ({
    data: await spaces.removeSpacePhoto(currentUser(req), req.params.spaceId, req.params.photoId),
  }));
}

