import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LISTING_PHOTO_LIMITS } from '@venues/contracts';
import { adminAccountsApi, adminStorefrontsApi, auditLogApi, bookingsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { readPhoto } from '../owner-venues/photo-upload';
import { adminGuard } from './guard';

/**
 * The administration's storefronts, administrators and audit trail (docs/admin.md), each call
 * checked against ADMIN_PERMISSIONS. Registered under /api/v1.
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storefronts, admins, audit } = app.services;
  // Only this plugin's routes take multipart bodies (the plugin is encapsulated).
  await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_LIMITS.maxBytes, files: 1, fields: 1, parts: 2, fieldSize: 1024 } });

  const readStorefronts = adminGuard(app, 'storefronts.read', 'see the storefronts');
  const manageStorefronts = adminGuard(app, 'storefronts.manage', 'open, change, disable and enable storefronts');
  const manageAdmins = adminGuard(app, 'admins.manage', "see the administrators and change their roles");
  const readAudit = adminGuard(app, 'audit.read', 'read the audit trail');
  // Payments that need a person: failed refunds, retried by hand (docs/admin.md: payments.read, payments.retry).
  const paymentsRead = adminGuard(app, 'payments.read', 'see the payments that need a person');
  const paymentsRetry = adminGuard(app, 'payments.retry', 'retry refunds');

  // ---- storefronts
  app.get('/admin/country-settings', { ...readStorefronts, schema: adminStorefrontsApi.list }, async (req) => ({ data: await storefronts.list(currentUser(req)) }));
  app.get('/admin/country-settings/:id', { ...readStorefronts, schema: adminStorefrontsApi.get }, async (req) => ({ data: await storefronts.get(currentUser(req), req.params.id) }));
  app.post('/admin/country-settings', { ...manageStorefronts, schema: adminStorefrontsApi.create }, async (req, reply) =>
    reply.code(201).send({ data: await storefronts.create(currentUser(req), req.body) }),
  );
  app.patch('/admin/country-settings/:id', { ...manageStorefronts, schema: adminStorefrontsApi.update }, async (req) => ({
    data: await storefronts.update(currentUser(req), req.params.id, req.body),
  }));
  app.post('/admin/country-settings/:id/photos', { ...manageStorefronts, schema: adminStorefrontsApi.addPhoto }, async (req, reply) => {
    const me = currentUser(req);
    await storefronts.get(me, req.params.id); // an unknown storefront: 404 before the upload is read
    return reply.code(201).send({ data: await storefronts.addPhoto(me, req.tenant, req.params.id, await readPhoto(req, { caption: false })) });
  });

  // ---- administrators
  app.get('/admin/admins', { ...manageAdmins, schema: adminAccountsApi.list }, async (req) => ({ data: await admins.list(currentUser(req)) }));
  app.patch('/admin/admins/:id', { ...manageAdmins, schema: adminAccountsApi.changeRole }, async (req) => ({
    data: await admins.changeRole(currentUser(req), req.params.id, req.body.role),
  }));

  // ---- the audit trail
  app.get('/admin/audit-log', { ...readAudit, schema: auditLogApi.list }, async (req) => ({ data: await audit.list(currentUser(req), req.query) }));

  // ---- refunds that need a person
  const { refunds } = app.services.bookings;
  app.get('/admin/refunds', { ...paymentsRead, schema: bookingsApi.adminRefunds }, async (req) => ({ data: await refunds.forAdmins(currentUser(req), req.query) }));
  app.post('/admin/refunds/:id/retry', { ...paymentsRetry, schema: bookingsApi.adminRetryRefund }, async (req) => ({ data: await refunds.retry(currentUser(req), req.params.id) }));
}
