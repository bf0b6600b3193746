import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ASSIGNABLE_TEAM_ROLES, inviteBody, ownershipTransferBody } from '@venues/contracts';

// The team page's form rules, downloaded at a form's first submit (lazyResolver from
// @venues/mf-kit) so that zod and the contracts' schemas are not part of the page (docs/performance.md).

/** The invitation call's own schema, with the role chosen by name; assigned_roles is derived on send. */
const inviteForm = inviteBody.omit({ assigned_roles: true }).extend({
  role: z.enum(ASSIGNABLE_TEAM_ROLES, { message: 'Choose venue admin or venue member' }),
});
export type InviteValues = z.input<typeof inviteForm>;
export type InviteOutput = z.output<typeof inviteForm>;
export const inviteResolver = zodResolver(inviteForm);

export const transferResolver = zodResolver(ownershipTransferBody);
