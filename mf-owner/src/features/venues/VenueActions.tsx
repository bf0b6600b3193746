import { useState } from 'react';
import type { OwnerVenue, VenueEvent } from '@venues/contracts';
import { fieldErrors, ownerVenuesApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { STEP_BUTTONS } from './labels';
import { Modal } from '@venues/ui';

/**
 * The status steps the caller may take now (venue.actions from the server): submit, archive,
 * restore, request deletion; the risky ones ask first (Popconfirm). A refused submit lists what is missing.
 */
export function VenueActions({ venue, onChanged }: { venue: OwnerVenue; onChanged: (v: OwnerVenue) => void }) {
  const [busy, setBusy] = useState<VenueEvent | null>(null);
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
    }
  }

  const shown = venue.actions.filter((a) => STEP_BUTTONS[a]);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((a) => {
        const b = STEP_BUTTONS[a]!;
        const button = (
          <Button key={a} type={a === 'submit' ? 'primary' : 'default'} danger={b.danger} disabled={busy !== null && busy !== a} loading={busy === a} onClick={b.confirm ? undefined : () => void step(a)}>
            {b.label}
          </Button>
        );
        return b.confirm ? (
          <Popconfirm
            key={a}
            title={`${b.label}?`}
            description={<div style={{ maxWidth: 320 }}>{b.confirm}</div>}
            okText={b.label}
            cancelText="Cancel"
            okButtonProps={{ danger: b.danger }}
            onConfirm={() => step(a)}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
      <Modal
        open={missing !== null}
        title="Not ready to submit yet"
        onCancel={() => setMissing(null)}
        onOk={() => setMissing(null)}
        okText="OK"
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <ul>
          {(missing ?? []).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
