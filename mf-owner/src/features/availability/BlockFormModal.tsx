import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { AVAILABILITY_LIMITS, type AvailabilityBlock } from '@venues/contracts';
import { availabilityApi, fieldErrors, toApiError, type ClientApiError } from '@venues/api-client';
import { Field, lazyResolver } from '@venues/mf-kit';
import { blockBodyOf, formFieldOf, type BlockFormValues } from './blockForm';
import { Dialog } from '../../components/Dialog';
import { zoneLabel } from './venueTime';

// The checks (blockRules.ts) download at the first submit; the server checks the block anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "block-rules" */ './blockRules').then((m) => m.blockResolver));

/** The booking or offer a 409 names, to open it from the form. */
function conflictLink(problem: ClientApiError, country: string) {
  const block = (problem.details as { block?: AvailabilityBlock } | undefined)?.block;
  const enquiry = block?.booking?.enquiry_id ?? block?.offer?.enquiry_id;
  if (!enquiry) return null;
  return <Link to={`/${country}/enquiries/${enquiry}`}>{block?.kind === 'booking' ? 'Open the booking’s enquiry' : 'Open the offer’s enquiry'}</Link>;
}

export interface BlockFormModalProps {
  spaceId: string;
  spaceName: string;
  timeZone: string;
  country: string;
  initial: BlockFormValues;
  onClose: () => void;
  onBlocked: (block: AvailabilityBlock) => void;
}

/**
 * Blocks whole days or hours on one day, with a note. Times are the venue's: the form sends them
 * with the venue's offset on those days. A 409 (a booking, hold or block in the way) shows the
 * server's message, which names it; a 400 lands on its field. Native date and time inputs (plain.css).
 */
export function BlockFormModal({ spaceId, spaceName, timeZone, country, initial, onClose, onBlocked }: BlockFormModalProps) {
  const formId = useId();
  const [problem, setProblem] = useState<ClientApiError | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<BlockFormValues>({ resolver, defaultValues: initial });
  const mode = useWatch({ control, name: 'mode' });
  const note = useWatch({ control, name: 'note' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      onBlocked(await availabilityApi.block(spaceId, blockBodyOf(v, timeZone)));
    } catch (e) {
      let placed = false;
      for (const [field, message] of Object.entries(fieldErrors(e))) {
        const target = formFieldOf(field, v.mode);
        if (target) setError(target, { message }, { shouldFocus: !placed });
        placed ||= Boolean(target);
      }
      if (!placed) setProblem(toApiError(e));
    }
  });

  const day = (name: 'first' | 'last' | 'day', label: string, hint?: string) => (
    <Field id={`${formId}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(a11y) => <input {...register(name)} {...a11y} className="ui-input" type="date" required />}
    </Field>
  );
  const time = (name: 'start' | 'end', label: string, hint?: string) => (
    <Field id={`${formId}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(a11y) => <input {...register(name)} {...a11y} className="ui-input" type="time" step={900} required />}
    </Field>
  );

  return (
    <Dialog
      title={`Block time in ${spaceName}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="ui-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="ui-button ui-button--primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
            Block
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label="Block time">
        <p className="own-muted">
          Times are in the venue’s time zone, {timeZone} ({zoneLabel(timeZone)}). Guests cannot book blocked time.
        </p>
        {problem && (
          <div className="ui-alert ui-alert--error" role="alert">
            <strong>{problem.status === 409 ? 'This time is already taken' : 'We could not block this time'}</strong>
            <span>
              {problem.message} {problem.status === 409 && conflictLink(problem, country)}
            </span>
          </div>
        )}
        <fieldset className="ui-field">
          <legend>What to block</legend>
          <div className="av-modes">
            <label className="ui-check">
              <input type="radio" value="days" {...register('mode')} />
              Whole days
            </label>
            <label className="ui-check">
              <input type="radio" value="hours" {...register('mode')} />
              Hours on one day
            </label>
          </div>
        </fieldset>
        {mode === 'days' ? (
          <div className="own-grid">
            {day('first', 'First day')}
            {day('last', 'Last day', 'Blocked until midnight at its end')}
          </div>
        ) : (
          <>
            {day('day', 'Day')}
            <div className="own-grid">
              {time('start', 'From')}
              {time('end', 'Until', '00:00 is midnight at the end of the day')}
            </div>
          </>
        )}
        <Field
          id={`${formId}-note`}
          label="Note (optional)"
          hint={`Why, e.g. Maintenance or Private event. Your team sees it here and in the calendar feed. ${note?.length ?? 0} / ${AVAILABILITY_LIMITS.note}`}
          error={errors.note?.message}
        >
          {(a11y) => <textarea {...register('note')} {...a11y} className="ui-input" rows={2} maxLength={AVAILABILITY_LIMITS.note} />}
        </Field>
      </form>
    </Dialog>
  );
}
