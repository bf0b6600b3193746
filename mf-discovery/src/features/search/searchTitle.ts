import { EVENT_TYPES, SPACE_TYPES } from '@venues/contracts';
import type { SearchFilters } from './searchUrl';

/** "Function rooms for weddings in Marina Bay, Singapore", "Venues in the United Kingdom". */
export function searchTitle(f: Partial<SearchFilters>, store: { name: string; inName: string }): string {
  const space = SPACE_TYPES.find((t) => t.value === f.space_type)?.plural ?? 'Venues';
  const event = EVENT_TYPES.find((t) => t.value === f.event_type)?.label.toLowerCase();
  const place = f.city || f.area;
  return `${space}${event ? ` for ${event}` : ''} in ${place ? `${place}, ${store.name}` : store.inName}`;
}
