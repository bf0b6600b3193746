import { Link } from 'react-router-dom';

/** The two lists of saved things: folders (an account) and recently viewed (anyone). */
export function FavoritesTabs({ country, current }: { country: string; current: 'folders' | 'recent' }) {
  return (
    <nav className="disc-tabs" aria-label="Favourites">
      <Link to={`/${country}/favorites`} aria-current={current === 'folders' ? 'page' : undefined}>
        Folders
      </Link>
      <Link to={`/${country}/favorites/recentlyviewed`} aria-current={current === 'recent' ? 'page' : undefined}>
        Recently viewed
      </Link>
    </nav>
  );
}
