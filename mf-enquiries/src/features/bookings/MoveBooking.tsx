import { lazy, Suspense, useEffect, useState } from 'react';
import { SOCKET_EVENTS, type Booking, type BookingMove } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { ui } from '@venues/session';
import { money } from '@venues/geo';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Panel } from '../offers/OfferSummary';
import { eventWhen } from '../../lib/format';

// The form and its date and time pickers load when someone opens it (ProposeMoveForm.tsx).
const ProposeMoveForm = lazy(() => import(/* webpackChunkName: "propose-move" */ './ProposeMoveForm'));

type Step = 'accept' | 'decline' | 'withdraw';

const STEP_WORDS: Record<Step, { title: string; ok: string }> = {
  accept: { title: 'Move the booking to this time?', ok: 'Accept the move' },
  decline: { title: 'Decline this move?', ok: 'Decline' },
  withdraw: { title: 'Withdraw your proposal?', ok: 'Withdraw' },
};

/** What the price does if the move is accepted, in words. */
function priceWords(m: BookingMove, country: string): string {
  const amount = (minor: number) => money(minor, m.currency, country);
  if (m.difference_minor > 0) return `The new time costs ${amount(m.difference_minor)} more: the customer pays it as an extra charge once accepted.`;
  if (m.difference_minor < 0) return `The new time costs ${amount(-m.difference_minor)} less: ${amount(m.refund_minor)} is refunded under the booking’s policy, with a credit note.`;
  return 'The price stays the same.';
}

/**
 * The booking page's "Move to another date" (docs/adr/0113-moving-a-booking.md): the open proposal
 * with the steps the caller may take, or a button that opens the form to propose a new date and
 * time in the venue's time zone. Nothing is held until the other side accepts; the page follows
 * the socket's booking_status.
 */
export function MoveBooking({ booking: b, onMoved }: { booking: Booking; onMoved: () => void }) {
  const country = useCountry();
  const moves = useData(() => bookingsApi.moves(b._id), [b._id, b.start_at, b.status]);
  const { reload } = moves;
  useEffect(() => subscribe(SOCKET_EVENTS.bookingStatus, (p) => p.booking_id === b._id && reload()), [b._id, reload]);
  const [asking, setAsking] = useState<{ m: BookingMove; step: Step } | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = b.venue.time_zone;
  const [proposing, setProposing] = useState(false);

  async function take(m: BookingMove, step: Step) {
    setBusy(true);
    try {
      await bookingsApi.moveStep(m._id, step);
      if (step === 'accept') ui.showSnackbar('The booking is moved', 'success');
      setAsking(null);
      onMoved();
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
      setAsking(null);
    } finally {
      setBusy(false);
      reload();
    }
  }

  if (moves.status === 'error') {
    return (
      <Panel title="Move to another date">
        <Alert type="error" showIcon title={moves.error.message} action={<Button onClick={reload}>Try again</Button>} />
      </Panel>
    );
  }
  if (!moves.data) {
    return (
      <Panel title="Move to another date">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Panel>
    );
  }
  const open = moves.data.find((m) => m.status === 'proposed');
  const earlier = moves.data.filter((m) => m.status !== 'proposed');
  const mayPropose = b.status === 'confirmed' && b.can.cancel && !open;
  if (!open && !mayPropose && !earlier.length) return null;
  const by = (m: BookingMove) => (m.proposed_by === b.my_side ? 'You' : m.proposed_by === 'venue' ? 'The venue' : 'The customer');

  return (
    <Panel title="Move to another date">
      {open && (
        <Card size="small" data-testid="move-proposal" style={{ marginBottom: 12 }}>
          <p style={{ marginTop: 0 }}>
            <strong>{by(open)} proposed moving it to {eventWhen(open.start_at, open.end_at, zone)}</strong> (now {eventWhen(open.from_start_at, open.from_end_at, zone)}).
          </p>
          <p>{priceWords(open, country)}</p>
          {open.note && <p>“{open.note}”</p>}
          <Typography.Text type="secondary">The booking keeps its time until {open.proposed_by === b.my_side ? 'the other side accepts' : 'you accept'}; the new time is not held meanwhile.</Typography.Text>
          <Space wrap className="enq-actions" style={{ marginTop: 12, display: 'flex' }}>
            {open.can.accept && (
              <Button type="primary" onClick={() => setAsking({ m: open, step: 'accept' })}>
                Accept the move
              </Button>
            )}
            {open.can.decline && <Button onClick={() => setAsking({ m: open, step: 'decline' })}>Decline</Button>}
            {open.can.withdraw && (
              <Button danger onClick={() => setAsking({ m: open, step: 'withdraw' })}>
                Withdraw the proposal
              </Button>
            )}
          </Space>
        </Card>
      )}
      {mayPropose &&
        (proposing ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <ProposeMoveForm
              booking={b}
              onClose={() => setProposing(false)}
              onProposed={() => {
                setProposing(false);
                reload();
              }}
            />
          </Suspense>
        ) : (
          <>
            <p style={{ marginTop: 0 }}>Need another date or time? Propose one: the other side accepts or declines, and the booking keeps its time until then.</p>
            <Button onClick={() => setProposing(true)}>Propose another date</Button>
          </>
        ))}
      {earlier.length > 0 && (
        <ul className="enq-list" style={{ marginTop: 12 }} aria-label="Earlier proposals">
          {earlier.map((m) => (
            <li key={m._id}>
              {eventWhen(m.start_at, m.end_at, zone)}: {m.status === 'accepted' ? 'moved' : m.status} ({by(m).toLowerCase()} proposed it)
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={asking !== null}
        title={asking ? STEP_WORDS[asking.step].title : ''}
        okText={asking ? STEP_WORDS[asking.step].ok : 'OK'}
        cancelText="Not now"
        danger={asking?.step !== 'accept'}
        busy={busy}
        onCancel={() => setAsking(null)}
        onOk={() => asking && void take(asking.m, asking.step)}
      >
        {asking &&
          (asking.step === 'accept'
            ? `The booking moves to ${eventWhen(asking.m.start_at, asking.m.end_at, zone)} and its current time is freed. ${priceWords(asking.m, country)}`
            : asking.step === 'decline'
              ? 'The booking keeps its time; the other side is told.'
              : 'The booking keeps its time; the other side is told.')}
      </ConfirmModal>
    </Panel>
  );
}
