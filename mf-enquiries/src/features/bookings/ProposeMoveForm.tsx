import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateTime } from 'luxon';
import { BOOKING_MOVE_LIMITS, type Booking } from '@venues/contracts';
import { bookingsApi, fieldErrors, toApiError } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { ui } from '@venues/session';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { DateInput, TimeInput } from '../../components/SlotFields';

type MoveForm = { date: string; start: string; end: string; note: string };

/**
 * The form to propose a new date and time for a booking (docs/adr/0113-moving-a-booking.md), in the
 * venue's time zone. Its own chunk: the date and time pickers (about 65 KB) load only when someone
 * opens it, not on every visit of the booking's page.
 */
export default function ProposeMoveForm({ booking: b, onProposed, onClose }: { booking: Booking; onProposed: () => void; onClose: () => void }) {
  const zone = b.venue.time_zone;
  const today = DateTime.now().setZone(zone).toISODate()!;
  const { control, handleSubmit, setError, formState } = useForm<MoveForm>({
    defaultValues: { date: '', start: DateTime.fromISO(b.start_at, { zone }).toFormat('HH:mm'), end: DateTime.fromISO(b.end_at, { zone }).toFormat('HH:mm'), note: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await bookingsApi.proposeMove(b._id, v);
      ui.showSnackbar('Move proposed: the other side is told', 'success');
      onProposed();
    } catch (e) {
      const fields = fieldErrors(e);
      for (const [f, message] of Object.entries(fields)) setError(f as keyof MoveForm, { message });
      if (!Object.keys(fields).length) setProblem(toApiError(e).message);
    }
  });

  return (
    // Enter in a field (the day typed into its picker) must not send the proposal with the default
    // hours before they are looked at: only the button sends. The pickers still take Enter for
    // themselves; the note's new lines stay.
    <form noValidate onSubmit={submit} onKeyDown={(e) => e.key === 'Enter' && e.target instanceof HTMLInputElement && e.preventDefault()} aria-label="Propose another date">
      <p style={{ marginTop: 0 }}>
        Propose a new date and time for the same space (times in the venue’s time zone, {zone}). The other side accepts or declines; a dearer time is charged as an extra charge, a cheaper one refunded under the policy.
      </p>
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
      <Space wrap className="enq-actions">
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          Propose this time
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </Space>
    </form>
  );
}
