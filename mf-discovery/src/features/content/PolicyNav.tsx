import { NavLink } from 'react-router-dom';

export const POLICY_PAGES = [
  { slug: 'terms', label: 'Terms of use' },
  { slug: 'privacy', label: 'Privacy policy' },
  { slug: 'cookies', label: 'Cookie policy' },
] as const;

/** Links between the three legal pages; the current one is marked with aria-current. */
export function PolicyNav({ country }: { country: string }) {
  return (
    <nav aria-label="Legal">
      <ul className="disc-toc">
        {POLICY_PAGES.map((p) => (
          <li key={p.slug}>
            <NavLink to={`/${country}/about-us/${p.slug}`}>{p.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
