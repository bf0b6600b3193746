import { useId, useState } from 'react';
import { DateTime } from 'luxon';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { canSendOffers, enquiryMachine, type Booking, type Enquiry, type EnquiryStep, type PhoneRequest } from '@venues/contracts';
import { enquiriesApi, toApiError } from '@venues/api-client';
import { session, ui } from '@venues/session';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../components/ButtonLink';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Facts, Panel } from '../offers/OfferSummary';
import { eventTypeLabel, eventWhen } from '../../lib/format';
import { plural } from '@venues/geo';

export const STEP_LABEL: Record<EnquiryStep, string> = { close: 'Close conversation', reopen: 'Reopen', archive: 'Archive', unarchive: 'Unarchive' };
const STEPS = Object.keys(STEP_LABEL) as EnquiryStep[];


export interface DetailsPanelProps {
  enquiry: Enquiry;
  country: string;
  phones: Map<string, PhoneRequest>;
  onChanged: (e: Enquiry) => void;
  phoneAction: (run: () => Promise<PhoneRequest>) => Promise<void>;
  /** The conversation's booking that stands (confirmed or completed), if any: its space and time are the event's now. */
  booking?: Booking;
}

/** The folded panel's one line on a phone: "Meeting · Sat 14 Mar · 20 guests" (the day in the venue's zone). */
export function eventSummary(e: Pick<Enquiry, 'event_type' | 'start_at' | 'guests'>, timeZone: string): string {
  const day = DateTime.fromISO(e.start_at, { zone: timeZone }).setLocale('en-GB').toFormat('ccc d LLL');
  return `${eventTypeLabel(e.event_type)} · ${day} · ${plural(e.guests, 'guest')}`;
}

/**
 * The side panel of a conversation: the event, what the caller may do next (a custom offer, a
 * request to book, the phone number, the steps enquiryMachine allows) and the confirmations before
 * closing or archiving (antd Modal; focus returns to the button). On a phone it sits under the
 * title folded to a one-line summary, a button (aria-expanded) that opens it; on a laptop the
 * summary is not shown and the panel is always open (enquiries.css).
 */
export const DetailsPanel = observer(function DetailsPanel({ enquiry: e, country, phones, onChanged, phoneAction, booking }: DetailsPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  // A booking may have moved since the enquiry: its time, space and guests are the event's now.
  const at = booking ?? e;
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
    <aside className={`enq-details${open ? ' is-open' : ''}`} aria-label="Event details">
      <button type="button" className="enq-details-summary" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
        <span className="enq-details-line">{eventSummary({ event_type: e.event_type, start_at: at.start_at, guests: at.guests }, e.venue.time_zone)}</span>
        <span className="enq-details-toggle" aria-hidden="true">
          {open ? 'Hide' : 'Details'} {open ? '▴' : '▾'}
        </span>
        <span className="enq-visually-hidden">{open ? ', hide the event details' : ', show the event details and actions'}</span>
      </button>
      <div id={bodyId} className="enq-details-body">
        <Panel title="The event">
          <Facts
            items={[
              ['Venue', <Link to={`/${e.venue.country}/venues/${e.venue.slug}`}>{e.venue.name}</Link>],
              ...(booking ? [['Space', booking.space.name] as [string, string]] : e.space ? [['Space', e.space.name] as [string, string]] : []),
              ['Event', eventTypeLabel(e.event_type)],
              ['When', eventWhen(at.start_at, at.end_at, e.venue.time_zone)],
              ['Guests', at.guests],
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
      </div>
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
