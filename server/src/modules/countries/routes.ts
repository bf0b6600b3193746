import type { FastifyInstance } from 'fastify';
import { CountryRepository } from './repository';
import { CountryService } from './service';

export async function countryRoutes(app: FastifyInstance): Promise<void> {
  const service = new CountryService(new CountryRepository(app.db));
  app.get('/api/v1/country-settings', async (req) => ({ data: await service.list(req.tenant.id) }));
}
