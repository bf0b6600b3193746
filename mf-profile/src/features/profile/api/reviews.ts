import type { DataEnvelope, Page } from '@venues/contracts';
import { errorStatus, http } from '@venues/api-client';

/**
 * A review the signed-in user wrote (GET /v1/user/reviews). The reviews belong to the discovery
 * area: this is the part of its answer the page shows.
 */
export interface MyReview {
  _id: string;
  rating: number;
  comment: string;
  created_at: string;
  venue: { _id: string; slug: string; name: string; city: string; country: string; published: boolean };
}

export const REVIEWS_PAGE_SIZE = 10;

/** One page of the user's reviews, newest first. Until the discovery server ships the call (404), none. */
export async function myReviews(page: number): Promise<Page<MyReview>> {
  try {
    const res = await http.get<DataEnvelope<Page<MyReview>>>('/v1/user/reviews', { params: { page, limit: REVIEWS_PAGE_SIZE } });
    return res.data.data;
  } catch (e) {
    if (errorStatus(e) === 404) return { data: [], page, limit: REVIEWS_PAGE_SIZE, total: 0 };
    throw e;
  }
}
