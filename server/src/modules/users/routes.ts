import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_PICTURE, emailChangeBody, mobilePhoneBodyFor, primaryPhoneBodyFor } from '@venues/contracts';
import { usersApi } from '@venues/contracts/api';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { toUserDto } from './dto';
import type { Upload } from './service';

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

/** Registered under /api/v1. */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.users;
  const auth = { onRequest: app.requireUser };
  // Only these routes take multipart bodies (this plugin is encapsulated).
  await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });

  app.get('/user/me', { ...auth, schema: usersApi.me }, async (req) => ({ data: toUserDto(currentUser(req).row) }));

  // The body is checked by the service, for the account's country (phone numbers).
  app.patch('/user/:id', { ...auth, schema: usersApi.patch }, async (req) => ({ data: await service.patch(req.tenant, currentUser(req), req.params.id, req.body) }));

  app.delete('/user', { ...auth, schema: usersApi.deleteSelf }, async (req) => {
    await service.deleteSelf(currentUser(req), req.body.password);
    return { data: { ok: true as const } };
  });

  app.post('/user/:id/profile-picture', { ...auth, schema: usersApi.setPicture }, async (req) => {
    const me = currentUser(req);
    await service.ownAccount(me, req.params.id); // another account's id: 403 before the upload is read
    return { data: await service.setPicture(req.tenant, me, req.params.id, await readPicture(req)) };
  });

  app.delete('/user/:id/profile-picture', { ...auth, schema: usersApi.removePicture }, async (req) => {
    return { data: await service.removePicture(currentUser(req), req.params.id) };
  });
}

/** The account service's vocabulary: self only. Registered under /api/auth/users. */
export async function accountUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.users;
  const auth = { onRequest: app.requireUser };

  app.put('/:id/name', { ...auth, schema: usersApi.name }, async (req) => {
    const b = req.body;
    return { data: await service.accountUpdate(currentUser(req), req.params.id, { firstName: b.givenName, middleName: b.middleName, lastName: b.surname }) };
  });

  app.put('/:id/email', { ...auth, schema: usersApi.email }, async (req) => {
    const me = currentUser(req);
    await service.ownAccount(me, req.params.id); // self only, before the body is judged
    return { data: await service.startEmailChange(req.tenant, me, req.params.id, parse(emailChangeBody, req.body)) };
  });

  app.put('/:id/address', { ...auth, schema: usersApi.address }, async (req) => {
    const b = req.body;
    return {
      data: await service.accountUpdate(currentUser(req), req.params.id, {
        addressCountry: b.country,
        address1: b.address1,
        address2: b.address2,
        city: b.city,
        province: b.province,
        postalCode: b.postalCode,
      }),
    };
  });

  // Phones are checked for the account's country, known once the account is.
  app.put('/:id/primary-phone', { ...auth, schema: usersApi.primaryPhone }, async (req) => {
    const me = currentUser(req);
    const b = parse(primaryPhoneBodyFor((await service.ownAccount(me, req.params.id)).country), req.body);
    return { data: await service.accountUpdate(me, req.params.id, { primaryPhone: b.primaryPhone }) };
  });

  app.put('/:id/mobile-phone', { ...auth, schema: usersApi.mobilePhone }, async (req) => {
    const me = currentUser(req);
    const b = parse(mobilePhoneBodyFor((await service.ownAccount(me, req.params.id)).country), req.body);
    return { data: await service.accountUpdate(me, req.params.id, { mobilePhone: b.mobilePhone, phoneNumber: b.mobilePhone }) };
  });
}
