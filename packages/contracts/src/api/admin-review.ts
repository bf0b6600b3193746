import { z } from 'zod';
import { ADMIN_VENUE_ACTIONS, ADMIN_VENUE_TABS } from '../admin-lists';
import {
  adminIdParams,
  adminOptionalReasonBody,
  adminRatingOverviewQuery,
  adminReasonBody,
  adminReviewListQuery,
  adminVenueListQuery,
  reviewReportBody,
  type AdminReview,
  type AdminVenueList,
  type AdminVenueRatings,
  type AdminVenueReview,
  type AdminVenueSummary,
  type ReviewReported,
  type VenueChange,
} from '../admin';
import { LISTING_STATUSES } from '../discovery-lists';
import { photoAnswer, venueDetailAnswer } from './answers';
import { dataOf, errors, obj, pageOf, same } from './common';

// The administrators' review of venues and ratings (server/src/modules/admin-review, docs/admin.md
// "Venue review" and "Ratings"), and the signed-in customers' reports of reviews.

const iso = z.string();
const count = z.number();

export const adminVenueSummaryAnswer = obj({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  city: z.string(),
  status: z.enum(LISTING_STATUSES),
  organization_name: z.string(),
  owner_email: z.string().nullable(),
  spaces_count: count,
  photo: photoAnswer.nullable(),
  first_submission: z.boolean(),
  submitted_at: iso.nullable(),
  updated_at: iso,
});
same<z.infer<typeof adminVenueSummaryAnswer>, AdminVenueSummary>(true);

export const adminVenueListAnswer = obj({
  ...pageOf(adminVenueSummaryAnswer).shape,
  counts: obj(Object.fromEntries(ADMIN_VENUE_TABS.map((s) => [s, count])) as Record<(typeof ADMIN_VENUE_TABS)[number], typeof count>),
});
same<z.infer<typeof adminVenueListAnswer>, AdminVenueList>(true);

export const venueChangeAnswer = obj({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
same<z.infer<typeof venueChangeAnswer>, VenueChange>(true);

export const adminVenueReviewAnswer = obj({
  venue: venueDetailAnswer,
  status: z.enum(LISTING_STATUSES),
  organization_name: z.string(),
  owner_email: z.string().nullable(),
  submitted_at: iso.nullable(),
  published_at: iso.nullable(),
  rejection_reason: z.string(),
  suspension_reason: z.string(),
  changes: z.array(venueChangeAnswer).nullable(),
  actions: z.array(z.enum(ADMIN_VENUE_ACTIONS)),
  removed_at: iso.nullable(),
});
same<z.infer<typeof adminVenueReviewAnswer>, AdminVenueReview>(true);

const venueRef = obj({ _id: z.string(), name: z.string(), slug: z.string(), country: z.string() });

export const adminReviewAnswer = obj({
  _id: z.string(),
  venue: venueRef,
  author_name: z.string(),
  author_email: z.string().nullable(),
  rating: z.number(),
  comment: z.string(),
  created_at: iso,
  hidden: z.boolean(),
  hidden_at: iso.nullable(),
  hidden_reason: z.string(),
  reports_count: count,
  reports: z.array(obj({ reason: z.string(), created_at: iso })),
});
same<z.infer<typeof adminReviewAnswer>, AdminReview>(true);

export const adminVenueRatingsAnswer = obj({
  venue: venueRef,
  rating_avg: z.number(),
  rating_count: count,
  hidden_count: count,
  reported_count: count,
  distribution: z.tuple([count, count, count, count, count]),
});
same<z.infer<typeof adminVenueRatingsAnswer>, AdminVenueRatings>(true);

export const reviewReportedAnswer = obj({ review_id: z.string(), reason: z.string(), reported_at: iso });
same<z.infer<typeof reviewReportedAnswer>, ReviewReported>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const admin = { tags: ['admin'], ...signedIn };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const step = (summary: string) => ({ ...admin, summary, params: adminIdParams, response: { ...ok(adminVenueReviewAnswer), ...errors(403, 404, 409) } });

/** /v1/admin/venues…: the review of venues (venues.review: the queue, approve, reject; venues.moderate: suspend, restore, remove). */
export const adminVenueReviewApi = {
  list: {
    ...admin,
    summary: 'Venues of one review tab (for_approval by default, oldest submission first), with every tab’s count; removed venues never appear',
    querystring: adminVenueListQuery,
    response: { ...ok(adminVenueListAnswer), ...errors(403) },
  },
  get: {
    ...admin,
    summary: 'A venue as its public page will show it, in any status, with what changed since its last approval and the steps this administrator may take',
    params: adminIdParams,
    response: { ...ok(adminVenueReviewAnswer), ...errors(403, 404) },
  },
  approve: step('Publish a venue waiting for approval (its approved state is kept for the next review; the owner is told by mail)'),
  reject: { ...step('Reject a venue waiting for approval, with the reason mailed to its owner'), body: adminReasonBody },
  suspend: { ...step('Suspend a published venue, with the reason mailed to its owner: out of search and its page at once'), body: adminReasonBody },
  restore: { ...step('Put a suspended venue back on the site (the owner is told by mail)'), body: adminOptionalReasonBody },
  remove: step('Remove a venue its owner put up for deletion: it leaves every list and page; its bookings stay'),
};

/** /v1/admin/reviews…: every review and its reports (ratings.read), hiding and restoring them (ratings.moderate). */
export const adminRatingsApi = {
  list: {
    ...admin,
    summary: 'Every review, newest first, with up to five report reasons',
    querystring: adminReviewListQuery,
    response: { ...ok(pageOf(adminReviewAnswer)), ...errors(403) },
  },
  venues: {
    ...admin,
    summary: 'Each venue’s ratings at a glance (average, count, hidden, reported, stars), most reported first',
    querystring: adminRatingOverviewQuery,
    response: { ...ok(pageOf(adminVenueRatingsAnswer)), ...errors(403) },
  },
  hide: {
    ...admin,
    summary: 'Hide a review: off the venue page and out of its rating at once; the author is told by mail with the reason',
    params: adminIdParams,
    body: adminReasonBody,
    response: { ...ok(adminReviewAnswer), ...errors(403, 404, 409) },
  },
  restore: {
    ...admin,
    summary: 'Show a hidden review again (the rating is recomputed; the author is told by mail)',
    params: adminIdParams,
    body: adminOptionalReasonBody,
    response: { ...ok(adminReviewAnswer), ...errors(403, 404, 409) },
  },
};

/** /v1/reviews/{id}/report: any signed-in person, once per review. */
export const reviewReportsApi = {
  report: {
    tags: ['venues'],
    ...signedIn,
    summary: 'Report a review to the moderators (201; a second report by the same person answers 200 and changes nothing); a hidden or unknown review is not found',
    params: adminIdParams,
    body: reviewReportBody,
    response: { 201: dataOf(reviewReportedAnswer), ...ok(reviewReportedAnswer), ...errors(404) },
  },
};
