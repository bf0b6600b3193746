import { AMENITIES, AMENITY_GROUPS, type AmenityKey } from '@venues/contracts';

/** The venue's amenities by group; groups it has nothing in are left out. */
export function AmenityList({ amenities }: { amenities: readonly AmenityKey[] }) {
  const has = new Set<string>(amenities);
  const groups = AMENITY_GROUPS.map((g) => ({ ...g, items: AMENITIES.filter((a) => a.group === g.value && has.has(a.value)) })).filter((g) => g.items.length);
  if (!groups.length) return <p className="disc-meta">The venue has not listed its amenities yet.</p>;
  return (
    <div className="disc-amenities">
      {groups.map((g) => (
        <div key={g.value}>
          <h3>{g.label}</h3>
          <ul>
            {g.items.map((a) => (
              <li key={a.value}>
                <span aria-hidden="true">✓</span> {a.label}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
