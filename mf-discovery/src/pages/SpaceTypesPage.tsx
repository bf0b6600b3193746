import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { SPACE_TYPES } from '@venues/contracts';
import { SPACE_LANDINGS } from '../content/spaceLandings';
import { storefrontFor } from '../content/storefronts';
import { storefrontFilters } from '../features/search/searchCache';
import '../features/home/home.css';

/** `/:country/space`: every kind of space, with how many venues in the storefront have one. */
export default function SpaceTypesPage() {
  const country = useCountry();
  const store = storefrontFor(country);
  useDocumentTitle(`Spaces to hire in ${store.name}`);
  const options = useData(() => storefrontFilters(country), [country]);
  const counts = new Map(options.data?.space_types.map((f) => [f.value, f.count]));
  return (
    <div className="disc-page disc-container">
      <h1>Spaces to hire in {store.inName}</h1>
      <p className="disc-lead">From boardrooms for six to ballrooms for six hundred: pick the kind of space your event needs.</p>
      <ul className="disc-grid disc-grid--3">
        {SPACE_LANDINGS.map((l) => {
          const type = SPACE_TYPES.find((t) => t.value === l.spaceType)!;
          const n = counts.get(l.spaceType);
          return (
            <li key={l.slug}>
              <Link className="disc-card" to={`/${country}/space/${l.slug}`}>
                <h2 style={{ fontSize: '1.1rem' }}>{type.plural}</h2>
                <p>{l.intro.split('. ')[0]}.</p>
                {n !== undefined && (
                  <p className="disc-meta" style={{ marginTop: 8 }}>
                    {n} venue{n === 1 ? '' : 's'}
                  </p>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
