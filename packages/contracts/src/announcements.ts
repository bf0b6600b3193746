import { z } from 'zod';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './constants';
import { queryBool, safeString } from './common';

export const ANNOUNCEMENT_TARGETS = ['ALL', 'USERS_ONLY', 'VENUE_OWNERS_ONLY'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];
export const TARGET_DEVICES = ['ALL', 'WEB_ONLY', 'MOBILE_ONLY'] as const;
export type TargetDevice = (typeof TARGET_DEVICES)[number];

export interface Announcement {
  _id: string;
  title: string;
  description: string;
  attachment: { path: string } | null;
  active: boolean;
  /** True when the requesting user has logged it ("Don't show me this again"). */
  viewed: boolean;
  target: AnnouncementTarget;
  target_device: TargetDevice;
  createdAt: string;
  updatedAt: string;
}

const attachment = z
  .object({
    path: safeString()
      .trim()
      .max(2048, 'Attachment path is too long')
      .refine((p) => p === '' || /^(https?:\/\/|\/)/.test(p), 'Attachment path must be an absolute URL or start with /'),
  })
  .nullable();

export const announcementInput = z
  .object({
    title: safeString({ message: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
    description: safeString({ message: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description must be at most 5000 characters'),
    attachment: attachment.optional().default(null),
    active: z.boolean().optional().default(true),
    target: z.enum(ANNOUNCEMENT_TARGETS, { message: 'Target must be one of ALL, USERS_ONLY, VENUE_OWNERS_ONLY' }).default('ALL'),
    target_device: z.enum(TARGET_DEVICES, { message: 'Target device must be one of ALL, WEB_ONLY, MOBILE_ONLY' }).default('ALL'),
  })
  .strict();
export type AnnouncementInput = z.input<typeof announcementInput>;

export const announcementPatch = z
  .object({
    title: announcementInput.shape.title,
    description: announcementInput.shape.description,
    attachment,
    active: z.boolean({ message: 'Active must be true or false' }),
    target: z.enum(ANNOUNCEMENT_TARGETS, { message: 'Target must be one of ALL, USERS_ONLY, VENUE_OWNERS_ONLY' }),
    target_device: z.enum(TARGET_DEVICES, { message: 'Target device must be one of ALL, WEB_ONLY, MOBILE_ONLY' }),
  })
  .partial()
  .strict();

/** A comma-separated list of enum values, e.g. target=ALL,USERS_ONLY. */
const csvOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  safeString()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { message: `${label} values must be among ${values.join(', ')}` })));

/** GET /v1/admin/announcements query (SPEC §3). sort: 1 oldest first, -1 newest first, or "field" / "-field". */
export const ANNOUNCEMENT_SORT_FIELDS = ['createdAt', 'title', 'updatedAt'] as const;
export const announcementQuery = z
  .object({
    _id: safeString().uuid('Announcement id must be a valid id').optional(),
    page: z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
    limit: z.coerce
      .number({ message: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MAX_LIST_LIMIT, `Limit must be at most ${MAX_LIST_LIMIT}`)
      .default(DEFAULT_LIST_LIMIT),
    search: safeString().trim().max(200, 'Search must be at most 200 characters').optional(),
    sort: safeString()
      .regex(/^(-?1|-?(createdAt|title|updatedAt))$/, 'Sort must be 1, -1, or a field (createdAt, title, updatedAt) with an optional leading -')
      .optional(),
    active_only: queryBool.optional(),
    target_device: csvOf(TARGET_DEVICES, 'Target device').optional(),
    target: csvOf(ANNOUNCEMENT_TARGETS, 'Target').optional(),
  })
  .strict();
export type AnnouncementQuery = z.input<typeof announcementQuery>;

export const announcementLogBody = z.object({ announcement: safeString().uuid('Announcement must be a valid id') }).strict();
