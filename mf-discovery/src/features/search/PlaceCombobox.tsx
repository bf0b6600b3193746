import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { VenuePlace } from '@venues/contracts';
import { venuesApi } from '@venues/api-client';
import './combobox.css';

export interface PlaceComboboxProps {
  id: string;
  country: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion chosen (click or Enter on it): the field holds its name. */
  onPick?: (value: string) => void;
  onBlur?: () => void;
  /**
   * The place the typed text stands for: the best of the server's suggestions for it (typos
   * forgiven: "marnia" → Marina Bay), or undefined while none is known (nothing typed since the
   * last pick, no answer yet, or nothing matches: then the text itself counts, as free text).
   * A form submits this rather than the letters typed.
   */
  onBest?: (place: string | undefined) => void;
  placeholder?: string;
  name?: string;
  /** The places a typed text finds (GET /venues/places); a test may pass its own. */
  find?: (country: string, q: string) => Promise<VenuePlace[]>;
}

const findPlaces = (country: string, q: string) => venuesApi.places(country, q, 8);
const DEBOUNCE_MS = 150;

/**
 * The "Where" field with suggestions as a person types (ARIA 1.2 combobox with a listbox, no
 * antd: the search pages are lean). Arrow keys move through the areas and cities the server finds
 * (by prefix, words or with a typo: "marina" → Marina Bay), Enter takes the one shown active,
 * Escape closes the list (and, closed, clears nothing). Enter with no suggestion active submits the
 * form, for the best suggestion (`onBest`); the field is free text only when nothing matches.
 * The home page's hero and the search page's filters share it (docs/adr/0116-discovery-polish.md).
 */
export function PlaceCombobox({ id, country, value, onChange, onPick, onBlur, onBest, placeholder = 'City or area', name, find = findPlaces }: PlaceComboboxProps) {
  const listId = `${useId()}-places`;
  const [places, setPlaces] = useState<VenuePlace[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only the answer to the latest text counts (a slow answer for "ma" never replaces "marina"'s).
  const latest = useRef('');
  const typedRef = useRef(false);
  const bestRef = useRef(onBest);
  bestRef.current = onBest;

  useEffect(() => {
    const q = value.trim();
    latest.current = q;
    // A new text: what the old one stood for no longer counts.
    bestRef.current?.(undefined);
    if (!typedRef.current || q.length < 2) {
      setPlaces([]);
      return;
    }
    const timer = setTimeout(() => {
      find(country, q).then(
        (found) => {
          if (latest.current !== q) return;
          setPlaces(found);
          setActive(-1);
          setOpen(found.length > 0);
          // The server ranks its matches (exact name, then words, then typos; most venues first).
          bestRef.current?.(found[0]?.name);
        },
        () => latest.current === q && setPlaces([]),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, country, find]);

  const shown = open && places.length > 0;

  function pick(p: VenuePlace) {
    typedRef.current = false;
    setOpen(false);
    setActive(-1);
    onChange(p.name);
    onPick?.(p.name);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!places.length) return;
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : places.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => wrap(a + step, places.length));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      pick(places[active]!);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="disc-combobox">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          typedRef.current = true;
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul id={listId} role="listbox" aria-label="Places" className="disc-combobox__list" hidden={!shown}>
        {places.map((p, i) => (
          <li
            key={`${p.kind}:${p.name}:${p.city}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`disc-combobox__option${i === active ? ' is-active' : ''}`}
            // Chosen before the field's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(p);
            }}
          >
            <span className="disc-combobox__name">{p.name}</span>
            <span className="disc-combobox__meta">
              {p.kind === 'area' ? `${p.city} · ` : ''}
              {p.count} {p.count === 1 ? 'venue' : 'venues'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** -1 (no option active) … n-1, wrapping round. */
function wrap(i: number, n: number): number {
  if (i < -1) return n - 1;
  if (i >= n) return -1;
  return i;
}
