import { PAYOUT_LIMITS, type OwnerPayouts } from '@venues/contracts';
import { ownerPayoutsApi } from '@venues/api-client';

export const PAGE_SIZE = PAYOUT_LIMITS.defaultLimit;

/**
 * The page's data for a page of transfers and a page of payouts. The API answers one page number
 * for both tables, so when the two tables are on different pages it is asked twice and each table
 * takes its own page; on the same page (the usual case) once.
 */
export async function loadPayouts(transfersPage: number, payoutsPage: number): Promise<OwnerPayouts> {
  const get = (page: number) => ownerPayoutsApi.get({ page, limit: PAGE_SIZE });
  if (transfersPage === payoutsPage) return get(transfersPage);
  const [forTransfers, forPayouts] = await Promise.all([get(transfersPage), get(payoutsPage)]);
  return { ...forTransfers, payouts: forPayouts.payouts };
}
