import type { FastifyInstance } from 'fastify';
import { favoriteBody, favoriteMoveBody, folderNameBody, folderParams, folderQuery } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { FavoriteRepository } from './repository';
import { FavoriteService } from './service';

/** Favourite folders and saves: signed in, every folder checked against its owner (another's answers 404). */
export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const service = new FavoriteService(new FavoriteRepository(app.db));
  const auth = { onRequest: app.requireUser };

  app.get('/api/v1/favorites/folders', auth, async (req) => ({ data: await service.folders(currentUser(req)) }));

  app.post('/api/v1/favorites/folders', auth, async (req, reply) => {
    const { name } = parse(folderNameBody, req.body);
    return reply.status(201).send({ data: await service.createFolder(currentUser(req), name) });
  });

  app.get('/api/v1/favorites/folders/:id', auth, async (req) => {
    const { id } = parse(folderParams, req.params);
    return { data: await service.folder(currentUser(req), id, parse(folderQuery, req.query)) };
  });

  app.patch('/api/v1/favorites/folders/:id', auth, async (req) => {
    const { id } = parse(folderParams, req.params);
    return { data: await service.renameFolder(currentUser(req), id, parse(folderNameBody, req.body).name) };
  });

  app.delete('/api/v1/favorites/folders/:id', auth, async (req) => {
    const { id } = parse(folderParams, req.params);
    await service.deleteFolder(currentUser(req), id);
    return { data: { ok: true } };
  });

  app.post('/api/v1/favorites', auth, async (req, reply) => {
    const b = parse(favoriteBody, req.body);
    return reply.status(201).send({ data: await service.add(currentUser(req), b.venue_id, b.folder_id) });
  });

  app.delete('/api/v1/favorites', auth, async (req) => {
    const b = parse(favoriteBody, req.body);
    await service.remove(currentUser(req), b.venue_id, b.folder_id);
    return { data: { ok: true } };
  });

  app.post('/api/v1/favorites/move', auth, async (req) => {
    const b = parse(favoriteMoveBody, req.body);
    return { data: await service.move(currentUser(req), b.venue_id, b.from_folder_id, b.to_folder_id) };
  });

  app.get('/api/v1/favorites/venue-ids', auth, async (req) => ({ data: await service.savedVenues(currentUser(req)) }));
}
