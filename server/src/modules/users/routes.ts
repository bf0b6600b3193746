import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  PROFILE_PICTURE,
  addressBody,
  deleteAccountBody,
  emailChangeBody,
  mobilePhoneBodyFor,
  primaryPhoneBodyFor,
  userNameBody,
} from '@venues/contracts';
import { parse } from '../../lib/validate';
import { AccountMailer } from '../../mail/account-mailer';
import { currentUser } from '../../plugins/access';
import { CountryRepository } from '../countries/repository';
import { toUserDto } from './dto';
import { LinkTokens } from './link-tokens';
import { UserRepository } from './repository';
import { UserService, type Upload } from './service';

const idParams = z.object({ id: z.string().uuid('must be a valid id') });
const MB = PROFILE_PICTURE.maxBytes / (1024 * 1024);

/** The one file of a profile-picture upload, or what is wrong with the request. */
async function readPicture(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) return { ok: false, message: `Send the picture as multipart/form-data in the field "${PROFILE_PICTURE.field}"` };
  let part;
  try {
    part = await req.file();
  } catch {
    return { ok: false, message: 'The upload could not be read. Choose the picture again.' };
  }
  if (!part) return { ok: false, message: 'Choose a picture to upload' };
  if (part.fieldname !== PROFILE_PICTURE.field) {
    part.file.resume();
    return { ok: false, message: `Send the picture in the field "${PROFILE_PICTURE.field}"` };
  }
  try {
    const data = await part.toBuffer();
    if (data.length === 0) return { ok: false, message: 'The picture is empty. Choose another one.' };
    return { ok: true, data };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, message: `The picture must be at most ${MB} MB` };
    return { ok: false, message: 'The upload could not be read. Choose the picture again.' };
  }
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const mail = new AccountMailer(app.mailer, app.config.publicUrl);
  const service = new UserService(new UserRepository(app.db), new LinkTokens(app.db), new CountryRepository(app.db), app.tokens.refresh, app.storage, mail);
  const auth = { onRequest: app.requireUser };
  // Only these routes take multipart bodies (this plugin is encapsulated).
  await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });

  app.get('/api/v1/user/me', auth, async (req) => ({ data: toUserDto(currentUser(req).row) }));

  app.patch('/api/v1/user/:id', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await service.patch(currentUser(req), id, req.body) };
  });

  app.delete('/api/v1/user', auth, async (req) => {
    const { password } = parse(deleteAccountBody, req.body ?? {});
    await service.deleteSelf(currentUser(req), password);
    return { data: { ok: true } };
  });

  app.post('/api/v1/user/:id/profile-picture', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const me = currentUser(req);
    await service.ownAccount(me, id); // another account's id: 403 before the upload is read
    return { data: await service.setPicture(req.tenant, me, id, await readPicture(req)) };
  });

  app.delete('/api/v1/user/:id/profile-picture', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await service.removePicture(currentUser(req), id) };
  });

  app.put('/api/auth/users/:id/name', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const b = parse(userNameBody, req.body);
    return { data: await service.accountUpdate(currentUser(req), id, { firstName: b.givenName, middleName: b.middleName, lastName: b.surname }) };
  });

  app.put('/api/auth/users/:id/email', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const me = currentUser(req);
    await service.ownAccount(me, id); // self only, before the body is judged
    return { data: await service.startEmailChange(req.tenant, me, id, parse(emailChangeBody, req.body)) };
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
    const me = currentUser(req);
    const b = parse(primaryPhoneBodyFor((await service.ownAccount(me, id)).country), req.body);
    return { data: await service.accountUpdate(me, id, { primaryPhone: b.primaryPhone }) };
  });

  app.put('/api/auth/users/:id/mobile-phone', auth, async (req) => {
    const { id } = parse(idParams, req.params);
    const me = currentUser(req);
    const b = parse(mobilePhoneBodyFor((await service.ownAccount(me, id)).country), req.body);
    return { data: await service.accountUpdate(me, id, { mobilePhone: b.mobilePhone }) };
  });
}
