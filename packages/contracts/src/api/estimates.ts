import { z } from 'zod';
import { venueParams } from '../discovery';
import { ESTIMATE_BASES, estimateQuery, SPACE_SLOT_STATUSES, type SpaceEstimate, type SpacePriceEstimate, type VenueEstimate } from '../estimates';
import { dataOf, errors, obj, same } from './common';

// The estimate of a venue's spaces for a time (server/src/modules/estimates; docs/estimates.md).

const line = obj({ description: z.string(), quantity: z.number(), unit_amount_minor: z.number(), amount_minor: z.number() });
const taxLine = obj({ name: z.string(), rate_percent: z.number(), inclusive: z.boolean(), amount_minor: z.number() });

export const spacePriceEstimateAnswer = obj({
  basis: z.enum(ESTIMATE_BASES),
  currency: z.string(),
  lines: z.array(line),
  subtotal_minor: z.number(),
  taxes: z.array(taxLine),
  total_minor: z.number(),
});
same<z.infer<typeof spacePriceEstimateAnswer>, SpacePriceEstimate>(true);

export const spaceEstimateAnswer = obj({
  space_id: z.string(),
  name: z.string(),
  max_capacity: z.number(),
  status: z.enum(SPACE_SLOT_STATUSES),
  reason: z.string().nullable(),
  price: spacePriceEstimateAnswer.nullable(),
});
same<z.infer<typeof spaceEstimateAnswer>, SpaceEstimate>(true);

export const venueEstimateAnswer = obj({
  venue_id: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  hours: z.number(),
  guests: z.number().nullable(),
  time_zone: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  open: obj({ open: z.string(), close: z.string() }).nullable(),
  spaces: z.array(spaceEstimateAnswer),
});
same<z.infer<typeof venueEstimateAnswer>, VenueEstimate>(true);

export const estimatesApi = {
  venue: {
    tags: ['venues'],
    summary:
      "Whether each space of a published venue is free for a time and what the hire would cost (the venue's hourly, day or package price, the storefront's tax); an estimate the venue confirms in its offer",
    params: venueParams,
    querystring: estimateQuery,
    response: { 200: dataOf(venueEstimateAnswer), ...errors(404) },
  },
};
