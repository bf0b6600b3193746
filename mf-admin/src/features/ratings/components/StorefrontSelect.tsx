import type { AdminStorefront } from '@venues/contracts';
import { FilterSelect } from '../../../components/FilterSelect';

/** The storefront filter of both tabs: every storefront, or one ('' for all). */
export function StorefrontSelect({ id, value, storefronts, onChange }: { id: string; value: string; storefronts: AdminStorefront[]; onChange: (cca2: string) => void }) {
  const options = [{ value: '', label: 'All storefronts' }, ...storefronts.map((s) => ({ value: s.cca2, label: s.country_name }))];
  // A shared link's storefront before the list has loaded (or one since removed): still shown.
  if (value && !storefronts.some((s) => s.cca2 === value)) options.push({ value, label: value.toUpperCase() });
  return <FilterSelect id={id} label="Storefront" value={value} options={options} onChange={onChange} />;
}
