import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OWNER_VENUE_LIMITS, spaceTypeLabel, type OwnerSpace, type OwnerVenue } from '@venues/contracts';
import { spacesApi, toApiError } from '@venues/api-client';
import { ConfirmDialog, LinkButton } from '@venues/mf-kit';
import { PlainStatusTag } from '@venues/ui';
import { ui } from '@venues/session';

/**
 * A venue's spaces: each with its status and what it still needs, a link to edit it, removal
 * (archived: kept for its bookings) after a confirmation, and "Add a space" by name, which opens
 * the new space's page. `back` is where the space page's back link leads (the wizard's step).
 */
export function SpacesList({ venue, country, back, onChanged }: { venue: OwnerVenue; country: string; back?: string; onChanged: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<OwnerSpace | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const spaceHref = (spaceId: string) => `/${country}/venues/management/venue/${venue._id}/spaces/${spaceId}${back ? `?back=${encodeURIComponent(back)}` : ''}`;

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError('Name the space, e.g. "Sky Terrace"');
    setBusy(true);
    try {
      const space = await spacesApi.create(venue._id, { name: name.trim() });
      navigate(spaceHref(space._id));
    } catch (err) {
      setError(toApiError(err).message);
      setBusy(false);
    }
  }

  async function archive(s: OwnerSpace) {
    setRemoveBusy(true);
    setProblem(null);
    try {
      await spacesApi.archive(s._id);
      ui.showSnackbar(`${s.name} removed`, 'success');
      onChanged();
    } catch (err) {
      // The dialog closes: the refusal shows above the list, where it stays readable.
      setProblem(toApiError(err).message);
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  }

  return (
    <div>
      {problem && (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>{problem}</strong>
        </div>
      )}
      {venue.spaces.length === 0 ? (
        <p className="own-muted">No spaces yet. Add each room or area guests can book, even if the venue is booked whole.</p>
      ) : (
        <ul className="own-cards" aria-label="Spaces">
          {venue.spaces.map((s) => (
            <li key={s._id} className="own-card own-card--text">
              <div>
                <h2>
                  <Link to={spaceHref(s._id)}>{s.name}</Link>
                </h2>
                <div className="own-muted">
                  <PlainStatusTag status={s.status} /> {s.space_type ? spaceTypeLabel(s.space_type) : 'Type not chosen'}
                  {s.missing.length > 0 && <span className="own-needs">Needs: {s.missing.map((m) => m.field.replace('_', ' ')).join(', ')}</span>}
                </div>
              </div>
              {venue.editable && (
                <div className="own-card__actions">
                  <LinkButton to={spaceHref(s._id)}>
                    Edit<span className="ui-visually-hidden"> {s.name}</span>
                  </LinkButton>
                  <button type="button" className="ui-button own-danger" onClick={() => setRemoving(s)}>
                    Remove<span className="ui-visually-hidden"> {s.name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog title={`Remove ${removing.name}?`} okText="Remove" cancelText="Keep it" danger busy={removeBusy} onCancel={() => setRemoving(null)} onOk={() => void archive(removing)}>
          <p className="own-dialog-text">It leaves the venue page; its bookings carry on.</p>
        </ConfirmDialog>
      )}
      {venue.editable && (
        <form noValidate onSubmit={(e) => void add(e)} className="own-add-space" aria-label="Add a space">
          <label htmlFor={`${id}-name`}>New space</label>
          <div className="own-inline">
            <input
              id={`${id}-name`}
              className="ui-input"
              value={name}
              maxLength={OWNER_VENUE_LIMITS.name}
              placeholder='e.g. "Sky Terrace"'
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => (setName(e.target.value), setError(null))}
            />
            <button type="submit" className="ui-button ui-button--primary" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
              Add a space
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="ui-field-error">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
