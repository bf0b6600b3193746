import { SPACE_LANDING_SLUGS } from '@venues/contracts';
import { SPACE_LANDINGS } from '../spaceLandings';

// The server's sitemaps list a landing per slug of SPACE_LANDING_SLUGS (docs/seo.md): a landing
// added or removed here must be added or removed there, or the sitemap names a 404 or misses a page.
test('the space landings are exactly the sitemap’s SPACE_LANDING_SLUGS', () => {
  expect(SPACE_LANDINGS.map((l) => l.slug).sort()).toEqual([...SPACE_LANDING_SLUGS].sort());
});
