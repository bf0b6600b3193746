import { useState } from 'react';
import { App, Button, Modal } from 'antd';
import type { OwnerVenue, VenueEvent } from '@venues/contracts';
import { fieldErrors, ownerVenuesApi, toApiError } from '@venues/api-client';
import { STEP_BUTTONS } from './labels';

/**
 * The status steps the caller may take now (venue.actions from the server): submit, archive,
 * restore, request deletion; the risky ones ask first. A refused submit lists what is missing.
 */
export function VenueActions({ venue, onChanged }: { venue: OwnerVenue; onChanged: (v: OwnerVenue) => void }) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState<VenueEvent | null>(null);

  async function step(event: VenueEvent) {
    const b = STEP_BUTTONS[event]!;
    setBusy(event);
    try {
      const next = await ownerVenuesApi.step(venue._id, b.path);
      onChanged(next);
      void message.success(event === 'submit' ? 'Submitted: an administrator reviews it, usually within two working days. We will e-mail you.' : `${b.label}: done`);
    } catch (e) {
      const fields = Object.values(fieldErrors(e));
      if (fields.length) {
        Modal.error({ title: 'Not ready to submit yet', content: <ul>{fields.map((f) => <li key={f}>{f}</li>)}</ul> });
      } else void message.error(toApiError(e).message);
    } finally {
      setBusy(null);
    }
  }

  const shown = venue.actions.filter((a) => STEP_BUTTONS[a]);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((a) => {
        const b = STEP_BUTTONS[a]!;
        return (
          <Button
            key={a}
            type={a === 'submit' ? 'primary' : 'default'}
            danger={b.danger}
            loading={busy === a}
            onClick={() =>
              b.confirm
                ? modal.confirm({ title: `${b.label}?`, content: b.confirm, okText: b.label, okButtonProps: { danger: b.danger }, onOk: () => step(a) })
                : void step(a)
            }
          >
            {b.label}
          </Button>
        );
      })}
    </>
  );
}
