import { useState } from 'react';
import type { OwnerVenue, VenueEvent } from '@venues/contracts';
import { fieldErrors, ownerVenuesApi, toApiError } from '@venues/api-client';
import { ConfirmDialog } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { Dialog } from '../../components/Dialog';
import { STEP_BUTTONS } from './labels';

/**
 * The status steps the caller may take now (venue.actions from the server): submit, archive,
 * restore, request deletion; the risky ones ask first. A refused submit lists what is missing.
 */
export function VenueActions({ venue, onChanged }: { venue: OwnerVenue; onChanged: (v: OwnerVenue) => void }) {
  const [busy, setBusy] = useState<VenueEvent | null>(null);
  const [asking, setAsking] = useState<VenueEvent | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);

  async function step(event: VenueEvent) {
    const b = STEP_BUTTONS[event]!;
    setBusy(event);
    try {
      const next = await ownerVenuesApi.step(venue._id, b.path);
      onChanged(next);
      ui.showSnackbar(event === 'submit' ? 'Submitted: an administrator reviews it, usually within two working days. We will e-mail you.' : `${b.label}: done`, 'success');
    } catch (e) {
      const fields = Object.values(fieldErrors(e));
      if (fields.length) setMissing(fields);
      else ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(null);
      setAsking(null);
    }
  }

  const shown = venue.actions.filter((a) => STEP_BUTTONS[a]);
  if (shown.length === 0) return null;
  const confirming = asking ? STEP_BUTTONS[asking] : undefined;
  return (
    <>
      {shown.map((a) => {
        const b = STEP_BUTTONS[a]!;
        const kind = a === 'submit' ? ' ui-button--primary' : b.danger ? ' own-danger' : '';
        return (
          <button key={a} type="button" className={`ui-button${kind}`} disabled={busy !== null} aria-busy={busy === a || undefined} onClick={() => (b.confirm ? setAsking(a) : void step(a))}>
            {busy === a && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
            {b.label}
          </button>
        );
      })}
      {asking && confirming && (
        <ConfirmDialog title={`${confirming.label}?`} okText={confirming.label} cancelText="Cancel" danger={confirming.danger} busy={busy === asking} onCancel={() => setAsking(null)} onOk={() => void step(asking)}>
          <p className="own-dialog-text">{confirming.confirm}</p>
        </ConfirmDialog>
      )}
      {missing && (
        <Dialog
          title="Not ready to submit yet"
          onClose={() => setMissing(null)}
          footer={
            <button type="button" className="ui-button ui-button--primary" onClick={() => setMissing(null)}>
              OK
            </button>
          }
        >
          <ul>
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Dialog>
      )}
    </>
  );
}
