import type { VenueCard } from '@venues/contracts';
import { addToCompare, removeFromCompare, useCompareList } from './compareStore';
import './compare.css';

/**
 * "Compare" on a venue card and on the venue page: a checkbox that puts the venue in (or takes it
 * out of) the storefront's compare list. A fourth venue is refused: the tray says why.
 */
export function CompareToggle({ venue, country, className = '' }: { venue: Pick<VenueCard, '_id' | 'slug' | 'name' | 'photo'>; country: string; className?: string }) {
  const list = useCompareList(country);
  const on = list.some((i) => i.slug === venue.slug);
  return (
    <label className={`disc-compare-toggle ${on ? 'is-on' : ''} ${className}`}>
      <input
        type="checkbox"
        checked={on}
        onChange={() => {
          if (on) removeFromCompare(country, venue.slug);
          else addToCompare(country, { _id: venue._id, slug: venue.slug, name: venue.name, photo: venue.photo?.url ?? null });
        }}
      />
      <span>
        Compare<span className="disc-visually-hidden"> {venue.name}</span>
      </span>
    </label>
  );
}
