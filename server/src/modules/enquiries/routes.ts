import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_FIELD, ENQUIRY_LIMITS, ENQUIRY_STEPS, type EnquiryStep } from '@venues/contracts';
import { fieldError } from '../../lib/errors';
import { enquiriesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** The one file of an attachment upload; a missing or unreadable part names the field. */
async function readUpload(req: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  const problem = (message: string) => fieldError(ATTACHMENT_FIELD, message);
  if (!req.isMultipart()) throw problem(`Send the file as multipart/form-data in the field "${ATTACHMENT_FIELD}"`);
  let part;
  try {
    part = await req.file();
  } catch {
    throw problem('The upload could not be read. Choose the file again.');
  }
  if (!part) throw problem('Choose a file to attach');
  if (part.fieldname !== ATTACHMENT_FIELD) {
    part.file.resume();
    throw problem(`Send the file in the field "${ATTACHMENT_FIELD}"`);
  }
  try {
    return { data: await part.toBuffer(), name: part.filename };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw problem(`The file must be at most ${ENQUIRY_LIMITS.attachmentBytes / 1024 / 1024} MB`);
    throw problem('The upload could not be read. Choose the file again.');
  }
}

/** Enquiries and their conversations (docs/transactions.md "Conversations"), signed in; registered under /api/v1. */
export async function enquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.enquiries;
  const auth = { onRequest: app.requireUser };
  // Only the upload route takes a multipart body (this plugin is encapsulated).
  await app.register(multipart, { limits: { fileSize: ENQUIRY_LIMITS.attachmentBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 } });

  app.post('/enquiries', { ...auth, schema: enquiriesApi.create }, async (req, reply) => reply.status(201).send({ data: await service.create(currentUser(req), req.body) }));
  app.post('/enquiries/bulk', { ...auth, schema: enquiriesApi.bulk }, async (req, reply) => reply.status(201).send({ data: await service.bulk(currentUser(req), req.body) }));
  app.get('/enquiries', { ...auth, schema: enquiriesApi.list }, async (req) => ({ data: await service.list(currentUser(req), req.query) }));
  app.get('/enquiries/:id', { ...auth, schema: enquiriesApi.get }, async (req) => ({ data: await service.get(currentUser(req), req.params.id) }));
  app.get('/enquiries/:id/messages', { ...auth, schema: enquiriesApi.messages }, async (req) => ({ data: await service.messages(currentUser(req), req.params.id, req.query) }));
  app.post('/enquiries/:id/messages', { ...auth, schema: enquiriesApi.send }, async (req, reply) =>
    reply.status(201).send({ data: await service.send(currentUser(req), req.params.id, req.body) }),
  );
  app.post('/enquiries/:id/attachments', { ...auth, schema: enquiriesApi.upload }, async (req, reply) => {
    const user = currentUser(req);
    await service.get(user, req.params.id); // a stranger's enquiry: 404 before the upload is read
    return reply.status(201).send({ data: await service.upload(user, req.params.id, await readUpload(req)) });
  });
  app.get('/enquiries/:id/attachments/:file', { ...auth, schema: enquiriesApi.attachment }, async (req, reply) => {
    const file = await service.attachment(currentUser(req), req.params.id, req.params.file);
    // Private: the browser may keep it, shared caches may not; never sniffed into something else.
    // A Buffer is sent as it is (no serializer); the contract types the answer as the document's `string`.
    const bytes = file.data as unknown as string;
    return reply.type(file.type).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').header('content-disposition', 'inline').send(bytes);
  });
  app.post('/enquiries/:id/read', { ...auth, schema: enquiriesApi.read }, async (req) => ({ data: await service.read(currentUser(req), req.params.id) }));
  for (const event of ENQUIRY_STEPS) {
    app.post(`/enquiries/:id/${event}`, { ...auth, schema: { ...enquiriesApi.step, summary: `${event[0]!.toUpperCase()}${event.slice(1)} the conversation (409 ENQUIRY_<STATE> when not possible)` } }, async (req) => ({
      data: await service.step(currentUser(req), req.params.id, event as EnquiryStep),
    }));
  }
  app.get('/enquiries/:id/phone-requests', { ...auth, schema: enquiriesApi.phoneRequests }, async (req) => ({ data: await service.phoneRequests(currentUser(req), req.params.id) }));
  app.post('/enquiries/:id/phone-requests', { ...auth, schema: enquiriesApi.requestPhone }, async (req, reply) =>
    reply.status(201).send({ data: await service.requestPhone(currentUser(req), req.params.id) }),
  );
  for (const answer of ['share', 'decline'] as const) {
    app.post(`/enquiries/:id/phone-requests/:rid/${answer}`, { ...auth, schema: { ...enquiriesApi.answerPhone, summary: answer === 'share' ? 'Share your phone number' : 'Decline to share your phone number' } }, async (req) => ({
      data: await service.answerPhone(currentUser(req), req.params.id, req.params.rid, answer),
    }));
  }
}
