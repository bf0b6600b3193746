import { z } from 'zod';
import { email, safeString } from './common';
import type { NotificationType } from './constants';

/** GET /v1/country-settings item (docs/spec.md §3). */
export interface CountrySetting {
  _id: string;
  country_name: string;
  cca2: string;
  photo: { path: string }[];
  currency: string | null;
  active: boolean;
  /** Whose dialling code and number rules the storefront's phone fields start with (alpha-2, lowercase). */
  phone_country: string;
  /** The storefront `/` and unknown codes land on (one per tenant; docs/admin.md). */
  is_default: boolean;
}

/** GET /v1/notifications answer (docs/spec.md §3). */
export interface NotificationCounts {
  unreadCountsByType: Partial<Record<NotificationType, number>>;
  totalUnreadCount: number;
}

/** POST /api/v1/contact-us: the public contact form. */
export const contactMessageBody = z
  .object({
    name: safeString({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
    email,
    phone: safeString().trim().max(30, 'Phone must be at most 30 characters').optional().default(''),
    topic: z.enum(['general', 'booking', 'listing', 'partnership', 'press', 'other'], { message: 'Choose a topic' }).default('general'),
    message: safeString({ message: 'Message is required' })
      .trim()
      .min(10, 'Message must be at least 10 characters')
      .max(5000, 'Message must be at most 5000 characters'),
    country: safeString().trim().regex(/^[a-z]{2}$/, 'Country must be a two-letter code').optional(),
  })
  .strict();
export type ContactMessageBody = z.input<typeof contactMessageBody>;
