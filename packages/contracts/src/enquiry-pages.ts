// Kept apart from the schemas of enquiries.ts, without zod: mf-enquiries' routes test and the API
// client need these at run time, and importing them must not bring the schemas along
// (docs/performance.md).

/** The form field of POST /v1/enquiries/{id}/attachments (multipart/form-data, one file). */
export const ATTACHMENT_FIELD = 'file';

/**
 * The payment pages under an enquiry (docs/spec.md §2, spelled as given), below enquiries/:enquiry/.
 * The shell routes them to mf-enquiries, which answers "not available yet" until payments ship.
 */
export const ENQUIRY_PAYMENT_PAGES = [
  'invoice',
  'receipt',
  'sucess-payment',
  'request-extra-charges_draft',
  'cancel-booking_draft',
  'cancel-booking-details',
  'view-offer/:offer/review-payment',
  'cancellation/:offer/booking/:booking',
  'cancellation/:offer/booking/:booking/details',
] as const;
