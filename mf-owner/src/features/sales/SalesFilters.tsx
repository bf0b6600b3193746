import { useEffect, useId, useState, type FormEvent } from 'react';
import { Field } from '@venues/mf-kit';
import { lastDayFrom, windowPresets, windowProblems } from './salesWindow';

export interface SalesFiltersProps {
  from: string;
  to: string;
  onWindow: (from: string, to: string) => void;
  /** The venue picker; absent when the venue is fixed by the URL. */
  venue?: { value: string | undefined; options: { _id: string; name: string }[]; loading: boolean; failed: boolean; onChange: (id: string | undefined) => void };
}

/**
 * The window (both days included, in each venue's calendar) and the venue the report covers. The
 * days are native date inputs applied with "Show" (a date typed digit by digit would otherwise ask
 * for a report at each keystroke); the common windows and the venue apply at once. Plain (plain.css).
 */
export function SalesFilters({ from, to, onWindow, venue }: SalesFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState({ from, to });
  const [problems, setProblems] = useState<{ from?: string; to?: string }>({});
  // Back, forward and the quick windows change the URL: the inputs follow it.
  useEffect(() => {
    setDraft({ from, to });
    setProblems({});
  }, [from, to]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const found = windowProblems(draft.from, draft.to);
    setProblems(found);
    if (found.from) document.getElementById(`${id}-from`)?.focus();
    else if (found.to) document.getElementById(`${id}-to`)?.focus();
    else onWindow(draft.from, draft.to);
  };

  return (
    <div className="sales-filters">
      <form className="sales-window" noValidate onSubmit={apply}>
        <fieldset className="sales-window__fieldset">
          <legend>Dates</legend>
          <div className="sales-window__days">
            <Field id={`${id}-from`} label="From" error={problems.from}>
              {(a11y) => <input {...a11y} className="ui-input" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} required />}
            </Field>
            <Field id={`${id}-to`} label="To" error={problems.to}>
              {(a11y) => (
                // The server refuses a window longer than two years: the picker offers no later day.
                <input {...a11y} className="ui-input" type="date" value={draft.to} min={draft.from || undefined} max={draft.from ? lastDayFrom(draft.from) : undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} required />
              )}
            </Field>
            <button type="submit" className="ui-button">
              Show
            </button>
          </div>
          <div className="sales-presets" role="group" aria-label="Common windows">
            {windowPresets().map((p) => (
              <button key={p.label} type="button" className="ui-button ui-button--small" aria-current={p.from === from && p.to === to ? true : undefined} onClick={() => onWindow(p.from, p.to)}>
                {p.label}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
      {venue && (
        <div className="ui-field sales-filter">
          <label htmlFor={`${id}-venue`}>Venue</label>
          <select
            id={`${id}-venue`}
            className="ui-select sales-venue-select"
            value={venue.value ?? ''}
            aria-busy={venue.loading || undefined}
            aria-describedby={venue.failed ? `${id}-venue-hint` : undefined}
            onChange={(e) => venue.onChange(e.target.value || undefined)}
          >
            <option value="">All venues</option>
            {venue.options.map((v) => (
              <option key={v._id} value={v._id}>
                {v.name}
              </option>
            ))}
          </select>
          {venue.failed && (
            <p id={`${id}-venue-hint`} className="ui-field-hint">
              Your venues could not be listed: reload the page to pick one.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
