import { useEffect, useMemo, useRef, useState } from 'react';
import type { BoundingBox, VenueCard } from '@venues/contracts';
import { sameBbox } from './bbox';
import type { SearchMapHandle } from './leafletMap';
import { loadMap } from './loadMap';
import { pinsOf } from './pins';
import './map.css';

export interface SearchMapProps {
  id?: string;
  /** The results of this page (undefined while the first page loads). */
  venues: VenueCard[] | undefined;
  country: string;
  /** The search's map area (bbox in the URL), if any. */
  area: BoundingBox | undefined;
  /** "Search this area": search again within the visible area. */
  onSearchArea: (area: BoundingBox) => void;
  /** Open a venue page (a pin's popup link). */
  onOpen: (href: string) => void;
}

/**
 * The search results on a map: one pin per venue of the page, labelled with its price; a pin is a
 * button (Tab, Enter or Space) whose popup links to the venue. Moving the map offers "Search this
 * area", which searches again within what is shown. With a map area in the search the map shows
 * that area; without, it fits the pins. Leaflet comes in its own chunk once the map is shown.
 */
export function SearchMap({ id, venues, country, area, onSearchArea, onOpen }: SearchMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<SearchMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const pins = useMemo(() => pinsOf(venues ?? [], country), [venues, country]);
  // Callbacks read through a ref: the map is made once, the page's handlers change every render.
  const latest = useRef({ onOpen, onSearchArea });
  latest.current = { onOpen, onSearchArea };
  /** The area this map last asked to search: showing it again must not move the map. */
  const asked = useRef<BoundingBox | undefined>(undefined);

  useEffect(() => {
    let handle: SearchMapHandle | null = null;
    let live = true;
    loadMap().then(
      (m) => {
        if (!live || !el.current) return;
        handle = m.createSearchMap(el.current, {
          onUserMove: () => setMoved(true),
          onOpen: (href) => latest.current.onOpen(href),
          onTileError: () => setTilesFailed(true),
          labels: { popupLink: (name) => `Open ${name}` },
        });
        setMap(handle);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      handle?.destroy();
    };
  }, []);

  // The pins of the page; the view follows the search's area, or the pins without one.
  const pinKey = pins.map((p) => p.id).join();
  useEffect(() => {
    if (!map || !venues) return;
    map.setPins(pins);
    if (area && sameBbox(area, asked.current)) return;
    map.fitTo(area ?? null, pins);
    setMoved(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pinKey stands for pins
  }, [map, pinKey, venues === undefined, area?.join()]);

  // The map's box changes size with the layout (toggle, window): Leaflet must measure it again.
  useEffect(() => {
    if (!map || !el.current || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => map.resize());
    ro.observe(el.current);
    return () => ro.disconnect();
  }, [map]);

  function searchArea() {
    if (!map) return;
    const next = map.visibleArea();
    asked.current = next;
    setMoved(false);
    onSearchArea(next);
  }

  const unplaced = (venues?.length ?? 0) - pins.length;
  return (
    <div className="disc-map disc-map--search" id={id}>
      <div ref={el} className="disc-map__canvas" role="region" aria-label="Map of the venues on this page" data-testid="search-map">
        {!map && <p className="disc-map__placeholder">{failed ? 'The map could not be loaded.' : 'Loading the map…'}</p>}
      </div>
      {moved && (
        <button type="button" className="disc-button disc-button--primary disc-map__search-area" onClick={searchArea}>
          Search this area
        </button>
      )}
      <div className="disc-map__notes" role="status">
        {tilesFailed && <p>The map’s streets could not be loaded; the pins still work.</p>}
        {unplaced > 0 && <p>{unplaced === 1 ? '1 venue on this page has' : `${unplaced} venues on this page have`} no map location.</p>}
      </div>
    </div>
  );
}
