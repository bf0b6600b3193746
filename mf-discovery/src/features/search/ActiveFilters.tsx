import { amenityLabel, eventTypeLabel, spaceTypeLabel } from '@venues/contracts';
import { updateFilters, type SearchFilters } from './searchUrl';

export interface Chip {
  key: string;
  label: string;
  without: SearchFilters;
}

/** One removable chip per filter in use: what the search is narrowed by, at a glance. */
export function filterChips(f: SearchFilters, money: (n: number) => string): Chip[] {
  const chips: Chip[] = [];
  const add = (key: string, label: string, patch: Partial<SearchFilters>) => chips.push({ key, label, without: updateFilters(f, patch) });
  if (f.q) add('q', `“${f.q}”`, { q: undefined });
  if (f.city) add('city', f.city, { city: undefined });
  if (f.area) add('area', f.area, { area: undefined });
  if (f.event_type) add('event_type', eventTypeLabel(f.event_type), { event_type: undefined });
  if (f.guests !== undefined) add('guests', `${f.guests} guests`, { guests: undefined });
  if (f.date) add('date', new Date(`${f.date}T12:00:00`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }), { date: undefined });
  if (f.price_min !== undefined || f.price_max !== undefined) {
    const label =
      f.price_min !== undefined && f.price_max !== undefined
        ? `${money(f.price_min)} – ${money(f.price_max)}`
        : f.price_min !== undefined
          ? `From ${money(f.price_min)}`
          : `Up to ${money(f.price_max!)}`;
    add('price', label, { price_min: undefined, price_max: undefined });
  }
  if (f.space_type) add('space_type', spaceTypeLabel(f.space_type), { space_type: undefined });
  if (f.instant_book) add('instant_book', 'Instant book', { instant_book: undefined });
  if (f.bbox) add('bbox', 'Map area', { bbox: undefined });
  for (const a of f.amenities ?? []) add(`amenity-${a}`, amenityLabel(a), { amenities: f.amenities?.filter((x) => x !== a) });
  return chips;
}

export function ActiveFilters({ chips, onRemove, onClear }: { chips: Chip[]; onRemove: (c: Chip) => void; onClear: () => void }) {
  if (!chips.length) return null;
  return (
    <div className="disc-chips" role="group" aria-label="Filters in use">
      {chips.map((c) => (
        <button key={c.key} type="button" className="disc-chip" aria-label={`Remove filter: ${c.label}`} onClick={() => onRemove(c)}>
          {c.label} <span aria-hidden="true">✕</span>
        </button>
      ))}
      {chips.length > 1 && (
        <button type="button" className="disc-link-button" onClick={onClear}>
          Clear all
        </button>
      )}
    </div>
  );
}
