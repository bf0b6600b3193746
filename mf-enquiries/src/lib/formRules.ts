import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BOOKING_LIMITS } from '@venues/contracts';

// The plain pages' form rules, downloaded at a form's first submit (lazyResolver from
// @venues/mf-kit), so zod is not part of the pages (docs/performance.md).

export const reviewSchema = z.object({
  // Coerced: the stars are radio buttons, whose values are strings.
  rating: z.coerce.number({ message: 'Choose 1 to 5 stars' }).int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  text: z.string().trim().min(1, 'Write a few words about your experience').max(BOOKING_LIMITS.reviewText, `At most ${BOOKING_LIMITS.reviewText} characters`),
});
export const reviewResolver = zodResolver(reviewSchema);
