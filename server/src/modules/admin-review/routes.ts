import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRatingsApi, adminVenueReviewApi, reviewReportsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { adminGuard } from '../admin/guard';

/**
 * The administrators' review of venues (/admin/venues: venues.review, venues.moderate) and of
 * ratings (/admin/reviews: ratings.read, ratings.moderate), and any signed-in person's report of a
 * review. Registered under /api/v1 (docs/admin.md).
 */
export async function adminReviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { venueReview: venues, ratings } = app.services;

  const review = adminGuard(app, 'venues.review', 'review venues');
  const moderate = adminGuard(app, 'venues.moderate', 'suspend, restore and remove venues');
  const readRatings = adminGuard(app, 'ratings.read', 'see the ratings');
  const moderateRatings = adminGuard(app, 'ratings.moderate', 'hide and restore reviews');

  // ---- venue review
  app.get('/admin/venues', { ...review, schema: adminVenueReviewApi.list }, async (req) => ({ data: await venues.list(currentUser(req), req.query) }));
  app.get('/admin/venues/:id', { ...review, schema: adminVenueReviewApi.get }, async (req) => ({ data: await venues.get(currentUser(req), req.params.id) }));
  app.post('/admin/venues/:id/approve', { ...review, schema: adminVenueReviewApi.approve }, async (req) => ({ data: await venues.approve(currentUser(req), req.tenant, req.params.id) }));
  app.post('/admin/venues/:id/reject', { ...review, schema: adminVenueReviewApi.reject }, async (req) => ({
    data: await venues.reject(currentUser(req), req.tenant, req.params.id, req.body.reason),
  }));
  app.post('/admin/venues/:id/suspend', { ...moderate, schema: adminVenueReviewApi.suspend }, async (req) => ({
    data: await venues.suspend(currentUser(req), req.tenant, req.params.id, req.body.reason),
  }));
  app.post('/admin/venues/:id/restore', { ...moderate, schema: adminVenueReviewApi.restore }, async (req) => ({
    data: await venues.restore(currentUser(req), req.tenant, req.params.id, req.body.reason),
  }));
  app.post('/admin/venues/:id/remove', { ...moderate, schema: adminVenueReviewApi.remove }, async (req) => ({ data: await venues.remove(currentUser(req), req.tenant, req.params.id) }));

  // ---- ratings
  app.get('/admin/reviews', { ...readRatings, schema: adminRatingsApi.list }, async (req) => ({ data: await ratings.list(currentUser(req), req.query) }));
  app.get('/admin/reviews/venues', { ...readRatings, schema: adminRatingsApi.venues }, async (req) => ({ data: await ratings.overview(currentUser(req), req.query) }));
  app.post('/admin/reviews/:id/hide', { ...moderateRatings, schema: adminRatingsApi.hide }, async (req) => ({
    data: await ratings.hide(currentUser(req), req.tenant, req.params.id, req.body.reason),
  }));
  app.post('/admin/reviews/:id/restore', { ...moderateRatings, schema: adminRatingsApi.restore }, async (req) => ({
    data: await ratings.restore(currentUser(req), req.tenant, req.params.id, req.body.reason),
  }));

  // ---- reports (any signed-in person)
  app.post('/reviews/:id/report', { onRequest: app.requireUser, schema: reviewReportsApi.report }, async (req, reply) => {
    const { created, report } = await ratings.report(currentUser(req), req.params.id, req.body.reason);
    return reply.code(created ? 201 : 200).send({ data: report });
  });
}
