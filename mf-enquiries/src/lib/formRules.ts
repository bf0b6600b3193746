import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BOOKING_LIMITS, ENQUIRY_LIMITS, LINES_PRICED_MESSAGE } from '@venues/contracts';

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

// The forms that write: an enquiry, a request to book, a custom offer and extra charges. Numbers come
// from native number inputs (valueAsNumber): an empty one is NaN, which z.number() refuses with the
// field's own message.

/** The event's slot as the venue's calendar shows it (components/SlotFields). */
const slotShape = {
  event_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  start_time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose a start time'),
  end_time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose an end time'),
  guests: z.number({ message: 'How many guests?' }).int('Guests must be a whole number').min(1, 'At least 1 guest').max(ENQUIRY_LIMITS.guests, `At most ${ENQUIRY_LIMITS.guests} guests`),
};
/** For `.refine(...endsAfterStart)`: the slot ends after it starts (the same day). */
const endsAfterStart: [(v: { start_time: string; end_time: string }) => boolean, { path: string[]; message: string }] = [
  (v) => v.end_time > v.start_time,
  { path: ['end_time'], message: 'End time must be after the start time' },
];

export const enquirySchema = z
  .object({
    event_type: z.string().min(1, 'Choose an event type'),
    ...slotShape,
    message: z.string().trim().min(1, 'Write a message to the venue').max(ENQUIRY_LIMITS.message, `At most ${ENQUIRY_LIMITS.message} characters`),
  })
  .refine(...endsAfterStart);
export const enquiryResolver = zodResolver(enquirySchema);

export const requestSchema = z.object({ space_id: z.string().min(1, 'Choose a space'), ...slotShape }).refine(...endsAfterStart);
export const requestResolver = zodResolver(requestSchema);

const date = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `Choose ${label}`);
const time = (label: string) => z.string().regex(/^\d{2}:\d{2}$/, `Choose ${label}`);

export const offerSchema = z
  .object({
    space_id: z.string().min(1, 'Choose a space'),
    ...slotShape,
    lines: z
      .array(
        z.object({
          description: z.string().trim().min(1, 'Describe this line').max(ENQUIRY_LIMITS.lineDescription, `At most ${ENQUIRY_LIMITS.lineDescription} characters`),
          quantity: z.number({ message: 'Enter a quantity' }).int('A whole number').min(1, 'At least 1').max(10_000, 'At most 10,000'),
          unit_price: z.number({ message: 'Enter a price' }).min(0, 'Cannot be negative').max(1_000_000_000, 'Too large'),
        }),
      )
      .min(1, 'Add at least one line')
      .max(ENQUIRY_LIMITS.offerLines, `At most ${ENQUIRY_LIMITS.offerLines} lines`)
      .refine((ls) => ls.some((l) => l.quantity * l.unit_price > 0), { message: LINES_PRICED_MESSAGE }),
    expires_date: date('the last day to accept'),
    expires_time: time('a time'),
    note: z.string().max(ENQUIRY_LIMITS.offerNote, `At most ${ENQUIRY_LIMITS.offerNote} characters`),
  })
  .refine(...endsAfterStart)
  .refine((v) => `${v.expires_date}T${v.expires_time}` <= `${v.event_date}T${v.start_time}`, { path: ['expires_date'], message: 'The offer must expire before the event starts' });
export const offerResolver = zodResolver(offerSchema);

export const extraChargesSchema = z.object({
  lines: z
    .array(
      z.object({
        description: z.string().trim().min(1, 'Describe the charge').max(ENQUIRY_LIMITS.lineDescription, `At most ${ENQUIRY_LIMITS.lineDescription} characters`),
        quantity: z.number({ message: 'Enter a quantity' }).int('A whole number').min(1, 'At least 1'),
        unit: z.number({ message: 'Enter a price' }).min(0.01, 'More than zero'),
      }),
    )
    .min(1, 'Add at least one line')
    .max(ENQUIRY_LIMITS.offerLines, `At most ${ENQUIRY_LIMITS.offerLines} lines`),
  note: z.string().trim().max(BOOKING_LIMITS.extraChargeNote, `At most ${BOOKING_LIMITS.extraChargeNote} characters`),
});
export const extraChargesResolver = zodResolver(extraChargesSchema);

export type EnquiryValues = z.infer<typeof enquirySchema>;
export type RequestValues = z.infer<typeof requestSchema>;
export type OfferValues = z.infer<typeof offerSchema>;
export type ExtraChargesValues = z.infer<typeof extraChargesSchema>;
