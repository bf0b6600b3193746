import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  AMENITIES,
  AMENITY_GROUPS,
  EVENT_TYPES,
  SPACE_TYPES,
  type AmenityKey,
  type EventTypeKey,
  type FacetCount,
  type SearchFacets,
  type SpaceTypeKey,
  type VenueFilters,
} from '@venues/contracts';
import { useCountry } from '@venues/mf-kit';
import { money } from '../venues/price';
import { localToday } from './dates';
import { PlaceCombobox } from './PlaceCombobox';
import { buildQuery, clearFilters, updateFilters, type SearchFilters } from './searchUrl';

export interface FiltersFormProps {
  value: SearchFilters;
  /** Counts under the current search (each group counted without its own filter). */
  facets: SearchFacets | undefined;
  /** What the storefront has: places for suggestions, currency and price range for the price fields. */
  options: VenueFilters | undefined;
  /**
   * 'instant' (the side panel): a choice applies at once; typed values apply on Enter or when the
   * field is left. 'deferred' (the phone drawer): nothing applies until the submit button.
   */
  mode: 'instant' | 'deferred';
  onApply: (filters: SearchFilters) => void;
  /** The deferred form's submit label, e.g. "Show 42 venues". */
  submitLabel?: string;
  id?: string;
}

const countOf = (facet: FacetCount[] | undefined, value: string): number | undefined => facet?.find((f) => f.value === value)?.count;
const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

function toNumber(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function Field({ label, htmlFor, children, hint }: { label: string; htmlFor: string; children: ReactNode; hint?: string }) {
  return (
    <div className="disc-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint && <p className="disc-field__hint">{hint}</p>}
    </div>
  );
}

/** The search filters as a form of native controls (keyboard and screen-reader friendly, no antd). */
export function FiltersForm({ value, facets, options, mode, onApply, submitLabel = 'Show venues', id: idProp }: FiltersFormProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const country = useCountry();
  const [draft, setDraft] = useState<SearchFilters>(value);
  // Text as typed (a half-typed "1." is not a number yet).
  const [typed, setTyped] = useState(() => typedOf(value));
  /** The place the typed "Where" stands for (the combobox's best match), if it found one. */
  const [bestCity, setBestCity] = useState<string | undefined>();
  const [showAllAmenities, setShowAllAmenities] = useState(false);
  const key = buildQuery(value);
  useEffect(() => {
    setDraft(value);
    setTyped(typedOf(value));
    // The URL is the truth: a new search (back button, a chip removed) resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const instant = mode === 'instant';
  /** A choice (select, checkbox, date): applies at once in the side panel. */
  function choose(patch: Partial<SearchFilters>) {
    const next = updateFilters(draft, patch);
    setDraft(next);
    if (instant) onApply(next);
  }
  /** The typed fields as filters. */
  function withTyped(base: SearchFilters): SearchFilters {
    const guests = toNumber(typed.guests);
    return updateFilters(base, {
      // Free text only when no place matches it ("marnia" searches Marina Bay).
      city: bestCity ?? (typed.city.trim() || undefined),
      guests: guests !== undefined && Number.isInteger(guests) && guests > 0 ? guests : undefined,
      price_min: toNumber(typed.price_min),
      price_max: toNumber(typed.price_max),
    });
  }
  /** Leaving a typed field applies it in the side panel, when it changed something. */
  function blurTyped() {
    if (!instant) return;
    const next = withTyped(draft);
    if (buildQuery(next) !== buildQuery(draft)) {
      setDraft(next);
      onApply(next);
    }
  }
  /** A suggested place chosen: applies at once in the side panel, like a choice. */
  function pickPlace(city: string) {
    const next = updateFilters(withTyped(draft), { city });
    if (instant) {
      setDraft(next);
      onApply(next);
    }
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const next = withTyped(draft);
    setDraft(next);
    onApply(next);
  }
  function clear() {
    const next = { ...clearFilters(draft), page: 1 } as SearchFilters;
    setDraft(next);
    setTyped(typedOf(next));
    if (instant) onApply(next);
  }

  const currency = options?.currency;
  const amenities = showAllAmenities ? AMENITIES : AMENITIES.filter((a, i) => i < 8 || draft.amenities?.includes(a.value));
  const priceHint = options?.price ? `Prices here start from ${money(Math.floor(options.price.min), currency ?? null, country)}` : undefined;

  return (
    <form className="disc-filters" aria-label="Filters" onSubmit={submit} noValidate>
      <Field label="Where" htmlFor={`${id}-city`}>
        <PlaceCombobox
          id={`${id}-city`}
          country={country}
          value={typed.city}
          onChange={(city) => setTyped((t) => ({ ...t, city }))}
          onPick={pickPlace}
          onBlur={blurTyped}
          onBest={setBestCity}
        />
      </Field>

      <Field label="Event type" htmlFor={`${id}-event`}>
        <select id={`${id}-event`} value={draft.event_type ?? ''} onChange={(e) => choose({ event_type: (e.target.value || undefined) as EventTypeKey | undefined })}>
          <option value="">Any event</option>
          {EVENT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {withCount(t.label, countOf(facets?.event_types, t.value))}
            </option>
          ))}
        </select>
      </Field>

      <div className="disc-field-row">
        <Field label="Guests" htmlFor={`${id}-guests`}>
          <input
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="e.g. 40"
            value={typed.guests}
            onChange={(e) => setTyped({ ...typed, guests: e.target.value })}
            onBlur={blurTyped}
          />
        </Field>
        <Field label="Date" htmlFor={`${id}-date`}>
          <input id={`${id}-date`} type="date" min={localToday()} value={draft.date ?? ''} onChange={(e) => choose({ date: e.target.value || undefined })} />
        </Field>
      </div>

      <fieldset className="disc-fieldset">
        <legend>Price per hour{currency ? ` (${currency})` : ''}</legend>
        <div className="disc-field-row">
          <Field label="Minimum" htmlFor={`${id}-pmin`}>
            <input
              id={`${id}-pmin`}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="No min"
              value={typed.price_min}
              onChange={(e) => setTyped({ ...typed, price_min: e.target.value })}
              onBlur={blurTyped}
            />
          </Field>
          <Field label="Maximum" htmlFor={`${id}-pmax`}>
            <input
              id={`${id}-pmax`}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="No max"
              value={typed.price_max}
              onChange={(e) => setTyped({ ...typed, price_max: e.target.value })}
              onBlur={blurTyped}
            />
          </Field>
        </div>
        {priceHint && <p className="disc-field__hint">{priceHint}</p>}
      </fieldset>

      <Field label="Space type" htmlFor={`${id}-space`}>
        <select id={`${id}-space`} value={draft.space_type ?? ''} onChange={(e) => choose({ space_type: (e.target.value || undefined) as SpaceTypeKey | undefined })}>
          <option value="">Any space</option>
          {SPACE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {withCount(t.label, countOf(facets?.space_types, t.value))}
            </option>
          ))}
        </select>
      </Field>

      <label className="disc-check">
        <input type="checkbox" checked={draft.instant_book === true} onChange={(e) => choose({ instant_book: e.target.checked ? true : undefined })} />
        <span>Instant book (book and pay at once)</span>
      </label>

      <fieldset className="disc-fieldset">
        <legend>Amenities</legend>
        {AMENITY_GROUPS.map((g) => {
          const inGroup = amenities.filter((a) => a.group === g.value);
          if (!inGroup.length) return null;
          return (
            <div key={g.value} className="disc-checks" role="group" aria-label={g.label}>
              {inGroup.map((a) => {
                const on = draft.amenities?.includes(a.value) ?? false;
                return (
                  <label key={a.value} className="disc-check">
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={(e) => {
                        const set = new Set<AmenityKey>(draft.amenities ?? []);
                        if (e.target.checked) set.add(a.value);
                        else set.delete(a.value);
                        choose({ amenities: AMENITIES.map((x) => x.value).filter((v) => set.has(v)) });
                      }}
                    />
                    <span>{withCount(a.label, countOf(facets?.amenities, a.value))}</span>
                  </label>
                );
              })}
            </div>
          );
        })}
        <button type="button" className="disc-link-button" aria-expanded={showAllAmenities} onClick={() => setShowAllAmenities((s) => !s)}>
          {showAllAmenities ? 'Show fewer amenities' : `Show all ${AMENITIES.length} amenities`}
        </button>
      </fieldset>

      <div className="disc-filters__actions">
        <button type="button" className="disc-button disc-button--ghost" onClick={clear}>
          Clear all
        </button>
        {/* The side panel applies as you go; its button applies typed values (Enter does too). */}
        <button type="submit" className={`disc-button disc-button--primary ${instant ? 'disc-filters__apply--instant' : ''}`}>
          {instant ? 'Apply' : submitLabel}
        </button>
      </div>
    </form>
  );
}

function typedOf(f: Partial<SearchFilters>) {
  return {
    city: f.city ?? '',
    guests: f.guests === undefined ? '' : String(f.guests),
    price_min: f.price_min === undefined ? '' : String(f.price_min),
    price_max: f.price_max === undefined ? '' : String(f.price_max),
  };
}
