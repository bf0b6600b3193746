import { useEffect, useMemo, useRef, useState } from 'react';
import type { BoundingBox, VenueCard } from '@venues/contracts';
import { sameBbox } from './bbox';
import type { SearchMapHandle } from './leafletMap';
import { clusterPins } from './clusters';
import { loadMap } from './loadMap';
import { MapPicture } from './MapPicture';
import { searchMapView, TILE_URL } from './mapView';
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
  /** The venue whose card is hovered or focused: its pin stands out. */
  highlight?: string | null;
  /** A pin pointed at (id) or left (null): the page lights up its card. */
  onHighlight?: (id: string | null) => void;
  /** Load the live map at once (the visitor opened it); otherwise when the visitor reaches for it. */
  eager?: boolean;
}

/**
 * The search results on a map: one pin per venue of the page, labelled with its price; a pin is a
 * button (Tab, Enter or Space) whose popup links to the venue. Moving the map offers "Search this
 * area", which searches again within what is shown. With a map area in the search the map shows
 * that area; without, it fits the pins. Until the visitor points at the map or tabs into it (or
 * opened it with "Show map", `eager`), it is a picture of the same view (MapPicture); Leaflet comes
 * in its own chunk then.
 */
export function SearchMap({ id, venues, country, area, onSearchArea, onOpen, highlight = null, onHighlight, eager = false }: SearchMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(eager);
  const [map, setMap] = useState<SearchMapHandle | null>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const pins = useMemo(() => pinsOf(venues ?? [], country), [venues, country]);
  // Pins that would cover each other are clusters, on the picture as on the live map (clusters.ts).
  const clusters = useMemo(() => clusterPins(pins), [pins]);
  // Callbacks read through a ref: the map is made once, the page's handlers change every render.
  const latest = useRef({ onOpen, onSearchArea, onHighlight });
  latest.current = { onOpen, onSearchArea, onHighlight };
  /** The area this map last asked to search: showing it again must not move the map. */
  const asked = useRef<BoundingBox | undefined>(undefined);
  /** A pin pressed on the picture: its popup opens on the live map (a cluster: it zooms in on it). */
  const pressed = useRef<{ id: string; cluster: boolean } | null>(null);
  /** What had the focus in the picture (a pin's id, '' for anything else): the live map takes it back. */
  const focusedInPicture = useRef<string | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let handle: SearchMapHandle | null = null;
    let live = true;
    loadMap().then(
      (m) => {
        if (!live || !el.current) return;
        handle = m.createSearchMap(el.current, {
          onUserMove: () => setMoved(true),
          onOpen: (href) => latest.current.onOpen(href),
          onHover: (pin) => latest.current.onHighlight?.(pin),
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
  }, [wanted]);

  // The pins of the page; the view follows the search's area, or the pins without one.
  const pinKey = pins.map((p) => p.id).join();
  useEffect(() => {
    if (!map || !venues) return;
    map.setPins(pins);
    if (!area || !sameBbox(area, asked.current)) {
      const { width, height } = map.size();
      const view = searchMapView(area ?? null, pins, width, height);
      if (view) map.show(view);
      setMoved(false);
    }
    // The picture is gone, and the focus with it: it goes to the same pin on the live map.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (pressed.current?.cluster) map.expand(pressed.current.id);
    else if (pressed.current) map.openPin(pressed.current.id);
    else if (focusedInPicture.current !== null && lost) map.focusPin(focusedInPicture.current);
    pressed.current = null;
    focusedInPicture.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pinKey stands for pins
  }, [map, pinKey, venues === undefined, area?.join()]);

  // The highlighted card's pin (after the pins, which it may be among).
  useEffect(() => {
    map?.highlight(highlight);
  }, [map, highlight, pinKey]);

  // The map's box changes size with the layout (toggle, window): the picture is drawn for its size,
  // and Leaflet must measure it again.
  useEffect(() => {
    const node = el.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      setBox({ width: node.clientWidth, height: node.clientHeight });
      map?.resize();
    });
    ro.observe(node);
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
  const view = !map && venues && box && box.width > 0 ? searchMapView(area ?? null, pins, box.width, box.height) : null;
  const reach = () => setWanted(true);
  return (
    <div className="disc-map disc-map--search" id={id}>
      <div
        className="disc-map__canvas"
        role="region"
        aria-label="Map of the venues on this page"
        data-testid="search-map"
        onPointerEnter={reach}
        onPointerDown={reach}
        onFocus={(e) => {
          // A cluster's focus goes to its first venue's mark (the same cluster, on the live map).
          if (!map) focusedInPicture.current = e.target.dataset.venueId ?? e.target.dataset.clusterOf?.split(' ')[0] ?? '';
          reach();
        }}
      >
        <div ref={el} className="disc-map__live" />
        {view && box ? (
          <MapPicture
            view={view}
            width={box.width}
            height={box.height}
            marks={clusters.marks([-90, -180, 90, 180], view.zoom)}
            tileUrl={TILE_URL}
            onPin={(pin) => {
              pressed.current = { id: pin, cluster: false };
              reach();
            }}
            onCluster={(first) => {
              pressed.current = { id: first, cluster: true };
              reach();
            }}
            onTileError={() => setTilesFailed(true)}
            highlight={highlight}
            onHover={(pin) => latest.current.onHighlight?.(pin)}
          />
        ) : (
          !map && <p className="disc-map__placeholder">{failed ? 'The map could not be loaded.' : 'Loading the map…'}</p>
        )}
      </div>
      {moved && (
        <button type="button" className="disc-button disc-button--primary disc-map__search-area" onClick={searchArea}>
          Search this area
        </button>
      )}
      <div className="disc-map__notes" role="status">
        {failed && view && <p>The map could not be loaded: it cannot be moved, and its pins do not open.</p>}
        {tilesFailed && <p>The map’s streets could not be loaded; the pins still work.</p>}
        {unplaced > 0 && <p>{unplaced === 1 ? '1 venue on this page has' : `${unplaced} venues on this page have`} no map location.</p>}
      </div>
    </div>
  );
}
