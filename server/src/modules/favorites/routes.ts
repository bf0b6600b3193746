import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoritesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** Favourite folders and saves: signed in, every folder checked against its owner (another's answers 404). Registered under /api/v1. */
export async function favoriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.favorites;
  const auth = { onRequest: app.requireUser };
  const ok = { ok: true as const };

  app.get('/favorites/folders', { ...auth, schema: favoritesApi.folders }, async (req) => ({ data: await service.folders(currentUser(req)) }));

  app.post('/favorites/folders', { ...auth, schema: favoritesApi.createFolder }, async (req, reply) => {
    return reply.status(201).send({ data: await service.createFolder(currentUser(req), req.body.name) });
  });

  app.get('/favorites/folders/:id', { ...auth, schema: favoritesApi.folder }, async (req) => ({ data: await service.folder(currentUser(req), req.params.id, req.query) }));

  app.patch('/favorites/folders/:id', { ...auth, schema: favoritesApi.renameFolder }, async (req) => ({
    data: await service.renameFolder(currentUser(req), req.params.id, req.body.name),
  }));

  app.delete('/favorites/folders/:id', { ...auth, schema: favoritesApi.deleteFolder }, async (req) => {
    await service.deleteFolder(currentUser(req), req.params.id);
    return { data: ok };
  });

  app.post('/favorites', { ...auth, schema: favoritesApi.add }, async (req, reply) => {
    return reply.status(201).send({ data: await service.add(currentUser(req), req.body.venue_id, req.body.folder_id) });
  });

  app.delete('/favorites', { ...auth, schema: favoritesApi.remove }, async (req) => {
    await service.remove(currentUser(req), req.body.venue_id, req.body.folder_id);
    return { data: ok };
  });

  app.post('/favorites/move', { ...auth, schema: favoritesApi.move }, async (req) => {
    const b = req.body;
    return { data: await service.move(currentUser(req), b.venue_id, b.from_folder_id, b.to_folder_id) };
  });

  app.get('/favorites/venue-ids', { ...auth, schema: favoritesApi.savedVenues }, async (req) => ({ data: await service.savedVenues(currentUser(req)) }));
}
