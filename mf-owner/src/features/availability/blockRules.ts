import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AVAILABILITY_LIMITS } from '@venues/contracts';
import type { BlockFormValues } from './blockForm';
import { daysBetween, isDay, isTime } from './venueTime';

// The block form's checks, downloaded at the form's first submit (lazyResolver from @venues/mf-kit)
// so that zod is not part of the page (docs/performance.md). The server checks the block again.

export const blockFormSchema = z
  .object({
    mode: z.enum(['days', 'hours']),
    first: z.string(),
    last: z.string(),
    day: z.string(),
    start: z.string(),
    end: z.string(),
    note: z.string().trim().max(AVAILABILITY_LIMITS.note, `Keep the note to ${AVAILABILITY_LIMITS.note} characters`),
    space_ids: z.array(z.string()).min(1, 'Choose at least one space'),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof BlockFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.mode === 'days') {
      if (!isDay(v.first)) issue('first', 'Choose the first day');
      if (!isDay(v.last)) issue('last', 'Choose the last day');
      else if (isDay(v.first) && v.last < v.first) issue('last', 'Choose a last day on or after the first day');
      else if (isDay(v.first) && daysBetween(v.first, v.last) + 1 > AVAILABILITY_LIMITS.maxBlockDays) issue('last', `A block lasts at most ${AVAILABILITY_LIMITS.maxBlockDays} days: split it in two`);
      return;
    }
    if (!isDay(v.day)) issue('day', 'Choose the day');
    if (!isTime(v.start)) issue('start', 'Choose the start time');
    if (!isTime(v.end)) issue('end', 'Choose the end time');
    else if (isTime(v.start) && v.end !== '00:00' && v.end <= v.start) issue('end', 'Choose an end after the start (00:00 is midnight)');
  }) satisfies z.ZodType<BlockFormValues, BlockFormValues>;

export const blockResolver = zodResolver(blockFormSchema);
