import { useState, type KeyboardEvent } from 'react';
import { OWNER_VENUE_LIMITS } from '@venues/contracts';

/** The features typed, split at commas, trimmed, without blanks or ones already listed (any case). */
export function addFeatures(list: readonly string[], typed: string): string[] {
  const out = [...list];
  for (const part of typed.split(',')) {
    const feature = part.trim().slice(0, OWNER_VENUE_LIMITS.feature);
    if (feature && !out.some((f) => f.toLowerCase() === feature.toLowerCase())) out.push(feature);
  }
  return out.slice(0, OWNER_VENUE_LIMITS.features);
}

/**
 * A space's features as a list of tags (antd's Select in tags mode): type one and press Enter (or
 * a comma, or Add); each tag has its own Remove button. Changes go to the form at once.
 */
export function FeaturesInput({ id, value, error, onChange }: { id: string; value: readonly string[]; error?: string; onChange: (next: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const full = value.length >= OWNER_VENUE_LIMITS.features;
  const add = () => {
    if (!typed.trim()) return;
    onChange(addFeatures(value, typed));
    setTyped('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the feature rather than saving the form; a comma ends one as in antd's tags.
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    }
  };
  const hint = full
    ? `${OWNER_VENUE_LIMITS.features} features is the most: remove one to add another.`
    : 'Type one and press Enter, e.g. Natural light, Private entrance';
  return (
    <div className="ui-field">
      <label htmlFor={id}>Features</label>
      {value.length > 0 && (
        <ul className="own-tags" aria-label="Features">
          {value.map((f) => (
            <li key={f} className="own-tag">
              {f}
              <button type="button" className="own-tag__remove" aria-label={`Remove ${f}`} onClick={() => onChange(value.filter((x) => x !== f))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="own-inline">
        <input
          id={id}
          className="ui-input"
          value={typed}
          maxLength={OWNER_VENUE_LIMITS.feature}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="ui-button" onClick={add} disabled={full || !typed.trim()}>
          Add
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="ui-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
