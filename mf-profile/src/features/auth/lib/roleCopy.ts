import type { LoginRole } from '@venues/contracts';

/** Headings and descriptions of each sign-in choice. */
export const ROLE_COPY: Record<LoginRole, { heading: string; choice: string; description: string }> = {
  user: {
    heading: 'Sign in as a customer',
    choice: 'Customer',
    description: 'Find and book venues, follow your enquiries and bookings.',
  },
  venue: {
    heading: 'Sign in as a venue owner or team member',
    choice: 'Venue owner or team',
    description: 'Manage your venues, spaces, availability and enquiries.',
  },
  admin: {
    heading: 'Sign in as an administrator',
    choice: 'Administrator',
    description: 'Manage announcements, countries and ratings.',
  },
};
