import type { App } from 'antd';
import type { CustomOffer } from '@venues/contracts';
import { offersApi, toApiError } from '@venues/api-client';

type AppApi = ReturnType<typeof App.useApp>;

const WORDS = {
  decline: { title: 'Decline this offer?', content: 'The venue is told, and the time slot is released. You can still ask for another offer.', ok: 'Decline offer' },
  cancel: { title: 'Withdraw this offer?', content: 'The customer is told, and the time slot is released.', ok: 'Withdraw offer' },
};

/** Asks before declining (the customer) or withdrawing (the venue) an offer, then takes the step. */
export function confirmOfferStep({ modal, message }: Pick<AppApi, 'modal' | 'message'>, offerId: string, event: 'decline' | 'cancel', onDone: (o: CustomOffer) => void) {
  const w = WORDS[event];
  modal.confirm({
    title: w.title,
    content: w.content,
    okText: w.ok,
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        onDone(await offersApi.step(offerId, event));
      } catch (err) {
        message.error(toApiError(err).message);
      }
    },
  });
}
