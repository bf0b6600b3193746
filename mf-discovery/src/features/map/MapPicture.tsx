import type { MapMark } from './clusters';
import { placeIn, tilesFor, type MapView } from './mapView';

export interface MapPictureProps {
  view: MapView;
  width: number;
  height: number;
  /** The pins and clusters at this view (clusters.ts), as the live map draws them. */
  marks: readonly MapMark[];
  tileUrl: string;
  /** A pin pressed: the live map opens its popup once it has loaded. */
  onPin: (id: string) => void;
  /** A cluster pressed (its first venue): the live map zooms in on it once it has loaded. */
  onCluster: (firstId: string) => void;
  onTileError: () => void;
  /** The pin whose card is hovered or focused. */
  highlight?: string | null;
  /** A pin pointed at (its card lights up), or left (null). */
  onHover?: (id: string | null) => void;
}

/**
 * The search map as a picture, before Leaflet has loaded: the same tiles and the same pin buttons
 * at the same view, in plain HTML. The live map replaces it when the visitor reaches for the map
 * (pointer or focus), so a laptop's search page downloads no map library it is not used with.
 */
export function MapPicture({ view, width, height, marks, tileUrl, onPin, onCluster, onTileError, highlight = null, onHover }: MapPictureProps) {
  return (
    <div className="disc-map__picture">
      <div className="disc-map__tiles" aria-hidden="true">
        {tilesFor(view, width, height, tileUrl).map((t) => (
          <img key={t.url + t.left} src={t.url} alt="" width={t.size} height={t.size} style={{ left: t.left, top: t.top }} onError={(e) => {
              // A tile that did not come is left out (no broken-image mark), as Leaflet does.
              e.currentTarget.hidden = true;
              onTileError();
            }}
            referrerPolicy="strict-origin-when-cross-origin" />
        ))}
      </div>
      {marks.map((m) => {
        if (m.kind === 'cluster') {
          const at = placeIn(view, width, height, m.lat, m.lng);
          const label = `${m.count} venues here: zoom in to see them`;
          return (
            <button
              key={`cluster:${m.pinIds.join(',')}`}
              type="button"
              className={`disc-pin disc-pin--cluster${highlight && m.pinIds.includes(highlight) ? ' is-highlighted' : ''}`}
              aria-label={label} title={label} data-cluster-of={m.pinIds.join(' ')} style={{ transform: `translate(${at.x}px, ${at.y}px)` }} onClick={() => onCluster(m.pinIds[0]!)}>
              <span className="disc-pin__label">{m.count} venues</span>
            </button>
          );
        }
        const pin = m.pin;
        const at = placeIn(view, width, height, pin.lat, pin.lng);
        return (
          <button
            key={pin.id}
            type="button"
            className={pin.id === highlight ? 'disc-pin is-highlighted' : 'disc-pin'}
            onPointerEnter={() => onHover?.(pin.id)}
            onPointerLeave={() => onHover?.(null)}
            aria-label={pin.label} title={pin.label} data-venue-id={pin.id} style={{ transform: `translate(${at.x}px, ${at.y}px)` }} onClick={() => onPin(pin.id)}>
            <span className="disc-pin__label">{pin.text}</span>
          </button>
        );
      })}
      <p className="disc-map__attribution">
        &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors
      </p>
    </div>
  );
}
