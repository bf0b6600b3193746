import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PagedTable = 'transfers' | 'payouts';
const PARAM: Record<PagedTable, string> = { transfers: 'transfers_page', payouts: 'payouts_page' };

const pageOf = (v: string | null) => Math.max(1, Math.floor(Number(v)) || 1);

/**
 * The page of each table, in the address (`?transfers_page=2&payouts_page=3`), so a page can be
 * shared and Back goes to the previous one. Page 1 has no parameter: the first page has one address.
 */
export function usePayoutPages(): { transfers: number; payouts: number; setPage: (table: PagedTable, page: number) => void } {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (table: PagedTable, page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set(PARAM[table], String(page));
        else next.delete(PARAM[table]);
        return next;
      }),
    [setParams],
  );
  return { transfers: pageOf(params.get(PARAM.transfers)), payouts: pageOf(params.get(PARAM.payouts)), setPage };
}
