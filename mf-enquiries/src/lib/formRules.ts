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

/** The test checkout's card form (pages/CheckoutPage): digits, MM/YY and the security code. */
export const cardSchema = z.object({
  card_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the 12 to 19 digits on the card')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry as MM/YY'),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back'),
});
export const cardResolver = zodResolver(cardSchema);
