import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateTime } from 'luxon';
import { BOOKING_MOVE_LIMITS, SOCKET_EVENTS, type Booking, type BookingMove } from '@venues/contracts';
import { bookingsApi, fieldErrors, toApiError } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import { subscribe } from '@venues/realtime';
import { ui } from '@venues/session';
import { money } from '@venues/geo';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DateInput, TimeInput } from '../../components/SlotFields';
import { Panel } from '../offers/OfferSummary';
import { eventWhen } from '../../lib/format';

type MoveForm = { date: string; start: string; end: string; note: string };
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
 * with the steps the caller may take, or a form to propose a new date and time in the venue's time
 * zone. Nothing is held until the other side accepts; the page follows the socket's booking_status.
 */
export function MoveBooking({ booking: b, onMoved }: { booking: Booking; onMoved: () => void }) {
  const country = useCountry();
  const moves = useData(() => bookingsApi.moves(b._id), [b._id, b.start_at, b.status]);
  const { reload } = moves;
  useEffect(() => subscribe(SOCKET_EVENTS.bookingStatus, (p) => p.booking_id === b._id && reload()), [b._id, reload]);
  const [asking, setAsking] = useState<{ m: BookingMove; step: Step } | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = b.venue.time_zone;
  const today = DateTime.now().setZone(zone).toISODate()!;
  const start = DateTime.fromISO(b.start_at, { zone });
  const { control, handleSubmit, setError, reset, formState } = useForm<MoveForm>({
    defaultValues: { date: '', start: start.toFormat('HH:mm'), end: DateTime.fromISO(b.end_at, { zone }).toFormat('HH:mm'), note: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await bookingsApi.proposeMove(b._id, v);
      ui.showSnackbar('Move proposed: the other side is told', 'success');
      reset({ ...v, note: '' });
      reload();
    } catch (e) {
      const fields = fieldErrors(e);
      for (const [f, message] of Object.entries(fields)) setError(f as keyof MoveForm, { message });
      if (!Object.keys(fields).length) setProblem(toApiError(e).message);
    }
  });

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
      {mayPropose && (
        <form noValidate onSubmit={submit} aria-label="Propose another date">
          <p style={{ marginTop: 0 }}>Propose a new date and time for the same space (times in the venue’s time zone, {zone}). The other side accepts or declines; a dearer time is charged as an extra charge, a cheaper one refunded under the policy.</p>
          <Form layout="vertical" component={false}>
            <FormField control={control} name="date" label="New date">
              {(field, a11y) => <DateInput field={field} a11y={a11y} min={today} />}
            </FormField>
            <Flex gap={12} wrap>
              <div style={{ flex: '1 1 140px' }}>
                <FormField control={control} name="start" label="Start">
                  {(field, a11y) => <TimeInput field={field} a11y={a11y} />}
                </FormField>
              </div>
              <div style={{ flex: '1 1 140px' }}>
                <FormField control={control} name="end" label="End">
                  {(field, a11y) => <TimeInput field={field} a11y={a11y} />}
                </FormField>
              </div>
            </Flex>
            <FormField control={control} name="note" label="Note for the other side (optional)">
              {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={2} maxLength={BOOKING_MOVE_LIMITS.note} />}
            </FormField>
          </Form>
          {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />}
          <Button htmlType="submit" loading={formState.isSubmitting}>
            Propose this time
          </Button>
        </form>
      )}
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
