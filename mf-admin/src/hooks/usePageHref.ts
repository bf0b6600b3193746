import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The address of the list on another page, its filters kept (mf-kit's Pagination links to it):
 * page 1 has no `page`, so the first page has one address.
 */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (page: number) => {
      const next = new URLSearchParams(search);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      const qs = next.toString();
      return `${pathname}${qs ? `?${qs}` : ''}`;
    },
    [pathname, search],
  );
}
