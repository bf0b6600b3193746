import { useEffect, useRef, useState } from 'react';
import { loadMap } from './loadMap';
import './map.css';

/**
 * The venue page's map: the venue's pin at street level. Leaflet is fetched only when the Location
 * section comes near the screen, so the page's first paint never waits for it.
 */
export function VenueMap({ lat, lng, name }: { lat: number; lng: number; name: string }) {
  const el = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const node = el.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    let map: { destroy(): void } | null = null;
    let live = true;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        loadMap().then(
          (m) => {
            if (!live) return;
            map = m.createVenueMap(node, { lat, lng, label: name }, { onTileError: () => setTilesFailed(true) });
            setState('ready');
          },
          () => live && setState('failed'),
        );
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(node);
    return () => {
      live = false;
      io.disconnect();
      map?.destroy();
    };
  }, [lat, lng, name]);

  return (
    <div className="disc-map disc-map--venue">
      <div ref={el} className="disc-map__canvas" role="region" aria-label={`Map of where ${name} is`} data-testid="venue-map">
        {state !== 'ready' && <p className="disc-map__placeholder">{state === 'failed' ? 'The map could not be loaded.' : 'Loading the map…'}</p>}
      </div>
      <div className="disc-map__notes" role="status">
        {tilesFailed && <p>The map’s streets could not be loaded; the address is below.</p>}
      </div>
    </div>
  );
}
