import { useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { canSendOffers, enquiryMachine, type Enquiry, type EnquiryStep, type PhoneRequest } from '@venues/contracts';
import { enquiriesApi, toApiError } from '@venues/api-client';
import { session, ui } from '@venues/session';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../components/ButtonLink';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Facts, Panel } from '../offers/OfferSummary';
import { eventTypeLabel, eventWhen } from '../../lib/format';

export const STEP_LABEL: Record<EnquiryStep, string> = { close: 'Close conversation', reopen: 'Reopen', archive: 'Archive', unarchive: 'Unarchive' };
const STEPS = Object.keys(STEP_LABEL) as EnquiryStep[];


export interface DetailsPanelProps {
  enquiry: Enquiry;
  country: string;
  phones: Map<string, PhoneRequest>;
  onChanged: (e: Enquiry) => void;
  phoneAction: (run: () => Promise<PhoneRequest>) => Promise<void>;
}

/**
 * The side panel of a conversation: the event, what the caller may do next (a custom offer, a
 * request to book, the phone number, the steps enquiryMachine allows) and the confirmations before
 * closing or archiving (antd Modal; focus returns to the button).
 */
export const DetailsPanel = observer(function DetailsPanel({ enquiry: e, country, phones, onChanged, phoneAction }: DetailsPanelProps) {
  const [asking, setAsking] = useState<EnquiryStep | null>(null);
  const [shown, setShown] = useState<EnquiryStep>('close');
  const [busy, setBusy] = useState(false);
  const id = e._id;
  const steps = enquiryMachine.available(e.status, e.my_side).filter((s): s is EnquiryStep => (STEPS as string[]).includes(s));
  const openAsk = [...phones.values()].some((r) => r.side === e.my_side && r.status === 'requested');
  const manages = e.my_side === 'venue' && canSendOffers(session.roles);
  const bookable = e.status === 'open' || e.status === 'offer_sent';

  async function runStep(step: EnquiryStep) {
    setBusy(true);
    try {
      onChanged(await enquiriesApi.step(id, step));
    } catch (err) {
      ui.showSnackbar(toApiError(err).message, 'error');
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  /** Closing and archiving ask first; reopening and unarchiving just happen. */
  function takeStep(step: EnquiryStep) {
    if (step === 'close' || step === 'archive') {
      setShown(step);
      setAsking(step);
    } else void runStep(step);
  }

  return (
    <aside className="enq-details" aria-label="Event details">
      <Panel title="The event">
        <Facts
          items={[
            ['Venue', <Link to={`/${e.venue.country}/venues/${e.venue.slug}`}>{e.venue.name}</Link>],
            ...(e.space ? [['Space', e.space.name] as [string, string]] : []),
            ['Event', eventTypeLabel(e.event_type)],
            ['When', eventWhen(e.start_at, e.end_at, e.venue.time_zone)],
            ['Guests', e.guests],
            ...(e.my_side === 'venue' ? [['Customer', e.customer.name] as [string, string]] : []),
          ]}
        />
      </Panel>
      <Space wrap>
        {manages && bookable && (
          <ButtonLink to={`/${country}/enquiries/${id}/custom-offer`} type="primary">
            Send a custom offer
          </ButtonLink>
        )}
        {e.my_side === 'customer' && bookable && (
          <ButtonLink to={`/${country}/enquiries/${id}/request-to-book`} type={e.status === 'offer_sent' ? 'default' : 'primary'}>
            Request to book
          </ButtonLink>
        )}
        {e.status !== 'archived' && (
          <Button disabled={openAsk} onClick={() => void phoneAction(() => enquiriesApi.requestPhone(id))}>
            {openAsk ? 'Phone number requested' : 'Ask for their phone number'}
          </Button>
        )}
        {steps.map((s) => (
          <Button key={s} onClick={() => takeStep(s)}>
            {STEP_LABEL[s]}
          </Button>
        ))}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 13 }}>
        {e.my_side === 'customer'
          ? 'The venue can send you a custom offer here; it holds the date until it expires. Or request to book a space at its listed price.'
          : 'A custom offer holds the date until it expires; a request to book needs your answer within 48 hours.'}
      </Typography.Paragraph>
      <ConfirmModal
        open={asking !== null}
        title={shown === 'close' ? 'Close this conversation?' : 'Archive this conversation?'}
        okText={STEP_LABEL[shown]}
        cancelText="Cancel"
        busy={busy}
        onCancel={() => setAsking(null)}
        onOk={() => asking && void runStep(asking)}
      >
        {shown === 'close' ? 'Both sides can still read it, and either can reopen it.' : 'It moves out of your inbox; find it under Archived.'}
      </ConfirmModal>
    </aside>
  );
});
