import type { AdminStorefront } from '@venues/contracts';

/** The storefront filter of both tabs: every storefront, or one ('' for all). */
export function StorefrontSelect({ id, value, storefronts, onChange }: { id: string; value: string; storefronts: AdminStorefront[]; onChange: (cca2: string) => void }) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>Storefront</label>
      <select id={id} className="ui-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All storefronts</option>
        {storefronts.map((s) => (
          <option key={s.cca2} value={s.cca2}>
            {s.country_name}
          </option>
        ))}
        {/* A shared link's storefront before the list has loaded (or one since removed): still shown. */}
        {value && !storefronts.some((s) => s.cca2 === value) && <option value={value}>{value.toUpperCase()}</option>}
      </select>
    </div>
  );
}
