import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { instantBookRulesBody, spacePatchBody, venuePatchBody } from '@venues/contracts';

// The venue and space editors' rules: the contracts' PATCH schemas, downloaded at a form's first
// check (lazyResolver from @venues/mf-kit) so that zod and the schemas are not part of the pages
// (docs/performance.md). The server parses every save with the same schemas anyway.

export const venueResolver = zodResolver(venuePatchBody);
export const spaceResolver = zodResolver(spacePatchBody);
/** The instant-book section: the contracts' rules, with the form's switch and its "every day" choice. */
export const instantResolver = zodResolver(instantBookRulesBody.extend({ enabled: z.boolean(), every_day: z.boolean() }));
