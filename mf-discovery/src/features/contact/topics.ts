import type { ContactMessageBody } from '@venues/contracts';

type Topic = NonNullable<ContactMessageBody['topic']>;

/** Labels for the contact form's topics (values come from contactMessageBody). */
export const CONTACT_TOPICS: readonly { value: Topic; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'booking', label: 'A booking or enquiry' },
  { value: 'listing', label: 'Listing my venue' },
  { value: 'partnership', label: 'Partnerships' },
  { value: 'press', label: 'Press and media' },
  { value: 'other', label: 'Something else' },
];
