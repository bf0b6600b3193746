import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { geocodeApi, toApiError, type GeocodeCandidate } from '@venues/api-client';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input, { type InputRef } from 'antd/es/input';
import type { PinMapHandle } from './pinMap';
import { loadPinMap } from './loadPinMap';
import { storefrontCenter } from './storefronts';

export interface LocationMapFieldProps {
  /** The pin now (null: not placed yet). */
  pin: { lat: number; lng: number } | null;
  /** The owner placed or moved the pin: a search result picked, a drag, a click, an arrow key. */
  onPin: (lat: number, lng: number) => void;
  /** A search result picked (after onPin): its address parts fill the form's fields. */
  onPick?: (candidate: GeocodeCandidate) => void;
  /** The venue's storefront: the search looks there, the map starts there. */
  country: string;
  /** The address typed in the form, offered as the search. */
  address: string;
  disabled?: boolean;
}

type Search = { status: 'idle' } | { status: 'busy' } | { status: 'done'; candidates: GeocodeCandidate[] } | { status: 'error'; message: string };

/**
 * The listing's map pin (docs/adr/0103-geocoding-behind-one-interface.md): an address search through
 * the server's geocoder (GET /v1/geocode) whose picked result moves the pin, and a Leaflet map where
 * the pin is dragged, placed by a click, or moved with the arrow keys. The latitude and longitude
 * fields under it stay editable: the map is a help, never the only way.
 */
export function LocationMapField({ pin, onPin, onPick, country, address, disabled }: LocationMapFieldProps) {
  const id = useId();
  const [query, setQuery] = useState(address);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed' | 'no-tiles'>('loading');
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;
  const pinRef = useRef(pin);
  pinRef.current = pin;

  // The owner's address fills the search box until they type their own search.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setQuery(address);
  }, [address]);

  useEffect(() => {
    let gone = false;
    loadPinMap()
      .then((m) => {
        if (gone || !box.current) return;
        handle.current = m.createPinMap(box.current, {
          pin: pinRef.current,
          center: storefrontCenter(country),
          label: 'Venue pin',
          onMove: (lat, lng) => onPinRef.current(lat, lng),
          onTileError: () => setMapState('no-tiles'),
        });
        setMapState((s) => (s === 'loading' ? 'ready' : s));
      })
      .catch(() => !gone && setMapState('failed'));
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [country]);

  // The fields typed by hand (or a picked result) move the pin on the map.
  useEffect(() => {
    handle.current?.setPin(pin);
  }, [pin?.lat, pin?.lng, mapState]); // eslint-disable-line react-hooks/exhaustive-deps

  async function find(e?: FormEvent) {
    e?.preventDefault();
    const q = query.trim();
    if (!q) return setSearch({ status: 'error', message: 'Type the address to look for.' });
    setSearch({ status: 'busy' });
    try {
      setSearch({ status: 'done', candidates: (await geocodeApi.search(q, country)).candidates });
    } catch (err) {
      setSearch({ status: 'error', message: toApiError(err).message });
    }
  }

  const [picked, setPicked] = useState<string | null>(null);
  const searchBox = useRef<InputRef>(null);
  function pick(c: GeocodeCandidate) {
    onPin(c.lat, c.lng);
    onPick?.(c);
    setSearch({ status: 'idle' });
    setPicked(c.label);
    // The result's button is gone: the focus goes back to the search rather than to the page.
    searchBox.current?.focus();
  }

  return (
    <div className="own-map-field" role="group" aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`} className="own-map-field__title">
        Map pin
      </div>
      <p className="own-muted" id={`${id}-hint`} style={{ margin: '0 0 8px' }}>
        Find the address, pick the right place, then drag the pin onto the entrance. You can also click the map, move the focused pin with the arrow keys, or type the
        coordinates below.
      </p>
      {/* Not a nested form: the section's own form wraps this one. Enter in the box searches. */}
      <div className="own-map-search">
        <label htmlFor={`${id}-q`} className="ui-visually-hidden">
          Address to find on the map
        </label>
        <Input
          id={`${id}-q`}
          value={query}
          disabled={disabled}
          placeholder="e.g. 88 Telok Ayer Street"
          aria-describedby={`${id}-hint`}
          ref={searchBox}
          onChange={(e) => ((typed.current = true), setQuery(e.target.value), setPicked(null))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <Button onClick={() => void find()} loading={search.status === 'busy'} disabled={disabled}>
          Find on the map
        </Button>
      </div>
      <div aria-live="polite">
        {picked && search.status === 'idle' && onPick && (
          <p className="own-muted own-map-picked">Address filled in from “{picked}”. Check the fields above, then drag the pin onto the entrance.</p>
        )}
        {search.status === 'done' &&
          (search.candidates.length ? (
            <ul className="own-map-results" aria-label="Places found">
              {search.candidates.map((c) => (
                <li key={`${c.lat},${c.lng},${c.label}`}>
                  <Button type="link" onClick={() => pick(c)}>
                    {c.label}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="own-muted">Nothing found for that address. Place the pin on the map by hand, or type the coordinates.</p>
          ))}
        {search.status === 'error' && <Alert type="warning" showIcon title={search.message} style={{ margin: '8px 0' }} />}
      </div>
      <div ref={box} className="own-map" data-testid="listing-map" aria-hidden={mapState === 'failed' ? true : undefined} />
      {mapState === 'failed' && <p className="own-muted">The map could not load. Type the coordinates below.</p>}
      {mapState === 'no-tiles' && <p className="own-muted">The map's pictures did not load; the pin still works, and so do the fields below.</p>}
    </div>
  );
}
