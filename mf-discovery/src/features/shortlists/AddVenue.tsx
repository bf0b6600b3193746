import { useId, useState, type FormEvent } from 'react';
import type { VenueCard } from '@venues/contracts';
import { toApiError, venuesApi } from '@venues/api-client';

/** Finds venues of the storefront by name and adds one to the shortlist. */
export function AddVenue({ country, have, onAdd }: { country: string; have: Set<string>; onAdd: (venueId: string) => Promise<void> }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<VenueCard[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  async function search(e: FormEvent) {
    e.preventDefault();
    if (!q.trim()) return;
    setError('');
    try {
      setFound((await venuesApi.search({ country, q: q.trim(), limit: 6 })).data);
    } catch (err) {
      setError(toApiError(err).message);
    }
  }

  async function add(v: VenueCard) {
    setBusy(v._id);
    setError('');
    try {
      await onAdd(v._id);
    } catch (err) {
      setError(toApiError(err).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="disc-add-venue" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="disc-subhead">
        Add a venue
      </h2>
      <form role="search" onSubmit={(e) => void search(e)} className="disc-search-row">
        <label htmlFor={`${id}-q`} className="disc-visually-hidden">
          Venue name
        </label>
        <input id={`${id}-q`} type="search" placeholder="Venue name" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} />
        <button type="submit" className="disc-button disc-button--ghost">
          Search
        </button>
      </form>
      {found && found.length === 0 && <p className="disc-meta">No venue by that name here.</p>}
      {found && found.length > 0 && (
        <ul className="disc-found">
          {found.map((v) => (
            <li key={v._id}>
              <span>
                {v.name} <span className="disc-meta">{v.city}</span>
              </span>
              {have.has(v._id) ? (
                <span className="disc-meta">In the shortlist</span>
              ) : (
                <button type="button" className="disc-button disc-button--ghost" disabled={busy !== null} onClick={() => void add(v)}>
                  {busy === v._id ? 'Adding…' : `Add ${v.name}`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
    </section>
  );
}
