import { useState } from 'react';
import type { CustomOffer } from '@venues/contracts';
import { offersApi, toApiError } from '@venues/api-client';
import { ui } from '@venues/session';
import { ConfirmModal } from '../../components/ConfirmModal';

const WORDS = {
  decline: { title: 'Decline this offer?', content: 'The venue is told, and the time slot is released. You can still ask for another offer.', ok: 'Decline offer', keep: 'Keep the offer' },
  cancel: { title: 'Withdraw this offer?', content: 'The customer is told, and the time slot is released.', ok: 'Withdraw offer', keep: 'Keep the offer' },
};

/**
 * Asks before declining (the customer) or withdrawing (the venue) an offer, then takes the step
 * (antd Modal). A failure is told in the shell's snackbar.
 */
export function OfferStepDialog({ offerId, event, onDone, onClose }: { offerId: string; event: 'decline' | 'cancel' | null; onDone: (o: CustomOffer) => void; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<'decline' | 'cancel'>('decline');
  if (event && event !== last) setLast(event);
  const w = WORDS[event ?? last];
  const run = async () => {
    if (!event) return;
    setBusy(true);
    try {
      onDone(await offersApi.step(offerId, event));
    } catch (err) {
      ui.showSnackbar(toApiError(err).message, 'error');
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <ConfirmModal open={event !== null} title={w.title} okText={w.ok} cancelText={w.keep} danger busy={busy} onCancel={onClose} onOk={() => void run()}>
      {w.content}
    </ConfirmModal>
  );
}
