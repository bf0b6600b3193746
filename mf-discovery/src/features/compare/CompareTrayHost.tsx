import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useCountry } from '@venues/mf-kit';
import { useCompareList } from './compareStore';

const CompareTray = lazy(() => import(/* webpackChunkName: "compare-tray" */ './CompareTray'));

/**
 * On every discovery page of a storefront: the compare tray, loaded (its own small chunk) only
 * once the visitor has picked a venue. Not on the compare page itself, which shows the table.
 */
export function CompareTrayHost() {
  const country = useCountry();
  const { pathname } = useLocation();
  const items = useCompareList(country);
  if (!items.length || pathname === `/${country}/compare` || pathname.endsWith('/venue_id_draft')) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray country={country} />
    </Suspense>
  );
}
