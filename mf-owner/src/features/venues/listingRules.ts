import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { instantBookRulesBody, spacePatchBody, venuePatchBody, venueStepSchemas, type FieldError, type VenueStepId } from '@venues/contracts';

// The venue and space editors' rules: the contracts' PATCH schemas, downloaded at a form's first
// check (lazyResolver from @venues/mf-kit) so that zod and the schemas are not part of the pages
// (docs/performance.md). The server parses every save with the same schemas anyway.

export const venueResolver = zodResolver(venuePatchBody);
export const spaceResolver = zodResolver(spacePatchBody);
/** The instant-book section: the contracts' rules, with the form's switch and its "every day" choice. */
export const instantResolver = zodResolver(instantBookRulesBody.extend({ enabled: z.boolean(), every_day: z.boolean() }));

/**
 * What a wizard step still lacks before "Save and continue" moves on (contracts' venueStepSchemas),
 * one gap per message: the two halves of the map pin share theirs and show it once, at the first.
 */
export function stepGaps(step: VenueStepId, values: Record<string, unknown>): FieldError[] {
  const parsed = venueStepSchemas[step].safeParse(values);
  if (parsed.success) return [];
  const out: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!out.some((g) => g.field === field || g.message === issue.message)) out.push({ field, message: issue.message });
  }
  return out;
}
