import type { z } from 'zod';
import type { Announcement, announcementInput, announcementPatch } from '@venues/contracts';

// Types only from the contracts schemas: the pages load no zod (the form's rules download at its
// first submit, lib/announcementRules.ts). The values here were parsed by those rules, and the
// server parses the bodies again with the same schemas.

/** What the form edits: the create schema's fields, with the image path always a string. */
export type AnnouncementFormValues = {
  title: string;
  description: string;
  attachment: { path: string };
  active: boolean;
  target: Announcement['target'];
  target_device: Announcement['target_device'];
};
/** The form's values after the contracts schema has parsed them (trimmed, defaults applied). */
export type ParsedAnnouncementForm = z.output<typeof announcementInput>;
export type AnnouncementCreateBody = z.output<typeof announcementInput>;
export type AnnouncementPatchBody = z.output<typeof announcementPatch>;

export const EMPTY_FORM: AnnouncementFormValues = {
  title: '',
  description: '',
  attachment: { path: '' },
  active: true,
  target: 'ALL',
  target_device: 'ALL',
};

export function formValuesOf(a: Announcement): AnnouncementFormValues {
  return {
    title: a.title,
    description: a.description,
    attachment: { path: a.attachment?.path ?? '' },
    active: a.active,
    target: a.target,
    target_device: a.target_device,
  };
}

/** An empty image path means "no image": the API stores that as attachment null. */
function attachmentOf(values: ParsedAnnouncementForm): { path: string } | null {
  const path = values.attachment?.path.trim() ?? '';
  return path ? { path } : null;
}

export function toCreateBody(values: ParsedAnnouncementForm): AnnouncementCreateBody {
  return { ...values, attachment: attachmentOf(values) };
}

/** Only the fields that differ from the stored announcement (PATCH semantics). */
export function toPatchBody(original: Announcement, values: ParsedAnnouncementForm): AnnouncementPatchBody {
  const patch: AnnouncementPatchBody = {};
  if (values.title !== original.title) patch.title = values.title;
  if (values.description !== original.description) patch.description = values.description;
  const attachment = attachmentOf(values);
  if ((attachment?.path ?? '') !== (original.attachment?.path ?? '')) patch.attachment = attachment;
  if (values.active !== original.active) patch.active = values.active;
  if (values.target !== original.target) patch.target = values.target;
  if (values.target_device !== original.target_device) patch.target_device = values.target_device;
  return patch;
}

/** Server field paths → form field names ('attachment' is edited as 'attachment.path'). */
export function formFieldOf(serverField: string): keyof AnnouncementFormValues | 'attachment.path' | null {
  const head = serverField.split('.')[0];
  switch (head) {
    case 'title':
    case 'description':
    case 'active':
    case 'target':
    case 'target_device':
      return head;
    case 'attachment':
      return 'attachment.path';
    default:
      return null;
  }
}
