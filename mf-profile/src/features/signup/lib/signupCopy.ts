import type { SignUpRole } from './types';

/** Headings and descriptions of each kind of account on the sign-up pages. */
export const SIGNUP_COPY: Record<SignUpRole, { heading: string; choice: string; description: string; subtitle: string }> = {
  user: {
    heading: 'Create your account',
    choice: 'I am planning an event',
    description: 'Find venues, send enquiries, compare offers and book — for meetings, parties, conferences and more.',
    subtitle: 'Book venues and spaces, follow your enquiries and keep your favourites.',
  },
  venue: {
    heading: 'Create your venue account',
    choice: 'I have a venue to list',
    description: 'List your spaces for free, answer enquiries, send offers and get paid — with your team.',
    subtitle: 'For venue owners and managers. Listing is free; you can add your spaces after signing up.',
  },
};
