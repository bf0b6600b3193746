import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addressBody, mobilePhoneBody, primaryPhoneBody, userEmailBody, userNameBody, userPatchBody } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { toUserDto } from './dto';
import { UserRepository } from './repository';
import { UserService } from './service';

const idParams = z.object({ id: z.string().uuid('must be a valid id') });

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const service = new UserService(new UserRepository(app.db), app.tokens.refresh);
  const auth = { onRequest: app.requireUser };

  app.get('/api/v1/user/me', auth, async (req) => ({ data: toUserDto(currentUser(req).row) }));

  app.patch('/api/v1/user/:id', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await service.patch(currentUser(req), id, parse(userPatchBody, req.body)) };
  });

  app.delete('/api/v1/user', auth, async (req) => {
    await service.deleteSelf(currentUser(req));
    return { data: { ok: true } };
  });

  app.put('/api/auth/users/:id/name', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const b = parse(userNameBody, req.body);
    return { data: await service.accountUpdate(currentUser(req), id, { firstName: b.givenName, middleName: b.middleName, lastName: b.surname }) };
  });

  app.put('/api/auth/users/:id/email', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const b = parse(userEmailBody, req.body);
    return { data: await service.accountUpdate(currentUser(req), id, { email: b.email }) };
  });

  app.put('/api/auth/users/:id/address', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const b = parse(addressBody, req.body);
    return {
      data: await service.accountUpdate(currentUser(req), id, {
        addressCountry: b.country,
        address1: b.address1,
        address2: b.address2,
        city: b.city,
        province: b.province,
        postalCode: b.postalCode,
      }),
    };
  });

  app.put('/api/auth/users/:id/primary-phone', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const b = parse(primaryPhoneBody, req.body);
    return { data: await service.accountUpdate(currentUser(req), id, { primaryPhone: b.primaryPhone }) };
  });

  app.put('/api/auth/users/:id/mobile-phone', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const b = parse(mobilePhoneBody, req.body);
    return { data: await service.accountUpdate(currentUser(req), id, { mobilePhone: b.mobilePhone }) };
  });
}
