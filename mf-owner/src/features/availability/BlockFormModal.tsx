import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Controller, useForm, useWatch } from 'react-hook-form';
import dayjs, { type Dayjs } from 'dayjs';
import { AVAILABILITY_LIMITS, type AvailabilityBlock } from '@venues/contracts';
import { availabilityApi, fieldErrors, toApiError, type ClientApiError } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField, Modal } from '@venues/ui';
import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import TimePicker from 'antd/es/time-picker';
import Typography from 'antd/es/typography';
import { blockBodyOf, formFieldOf, type BlockFormValues } from './blockForm';
import { zoneLabel } from './venueTime';

// The checks (blockRules.ts) download at the first submit; the server checks the block anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "block-rules" */ './blockRules').then((m) => m.blockResolver));

/** 'YYYY-MM-DD' / 'HH:mm' ↔ the pickers' wall-clock dayjs values. */
const asDay = (day: string) => (day ? dayjs(day) : null);
const dayOf = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');
const asTime = (time: string) => (time ? dayjs(`2000-01-01T${time}`) : null);
const timeOfPicked = (t: Dayjs | null) => (t ? t.format('HH:mm') : '');

/** The booking or offer a 409 names, to open it from the form. */
function conflictLink(problem: ClientApiError, country: string) {
  const block = (problem.details as { block?: AvailabilityBlock } | undefined)?.block;
  const enquiry = block?.booking?.enquiry_id ?? block?.offer?.enquiry_id;
  if (!enquiry) return null;
  return <Link to={`/${country}/enquiries/${enquiry}`}>{block?.kind === 'booking' ? 'Open the booking’s enquiry' : 'Open the offer’s enquiry'}</Link>;
}

export interface BlockFormModalProps {
  /** Off while the dialog closes (it hands the focus back), then `afterClose` runs. */
  open: boolean;
  afterClose: () => void;
  /** The venue (several spaces are blocked through it) and the space blocked when only one is chosen. */
  venueId: string;
  spaceId: string;
  /** What the dialog's title names: the space, or the venue when blocking several. */
  spaceName: string;
  /** The venue's spaces to choose from (a multi-select); without them, only `spaceId`. */
  spaces?: readonly { _id: string; name: string }[];
  timeZone: string;
  country: string;
  initial: BlockFormValues;
  onClose: () => void;
  /** The blocks made: one, or one per chosen space. */
  onBlocked: (blocks: AvailabilityBlock[]) => void;
}

/**
 * Blocks whole days or hours on one day, with a note, in one space or several of the venue's (a
 * multi-select of its spaces: one block each, all or none; a 409 names the space in its message). Times are the venue's: the form sends them
 * with the venue's offset on those days. A 409 (a booking, hold or block in the way) shows the
 * server's message, which names it; a 400 lands on its field. antd's DatePicker, RangePicker and
 * TimePicker get wall-clock values (dayjs, no zone): luxon turns them into the venue's instants.
 */
export function BlockFormModal({ open, afterClose, venueId, spaceId, spaceName, spaces, timeZone, country, initial, onClose, onBlocked }: BlockFormModalProps) {
  const formId = useId();
  const [problem, setProblem] = useState<ClientApiError | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<BlockFormValues>({ resolver, defaultValues: { ...initial, space_ids: initial.space_ids.length ? initial.space_ids : [spaceId] } });
  const mode = useWatch({ control, name: 'mode' });
  const note = useWatch({ control, name: 'note' });
  const last = useWatch({ control, name: 'last' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      const body = blockBodyOf(v, timeZone);
      // One space: its own route, as ever. Several: one call, one block each, all or none.
      if (v.space_ids.length === 1) onBlocked([await availabilityApi.block(v.space_ids[0]!, body)]);
      else onBlocked(await availabilityApi.blockSpaces(venueId, { ...body, space_ids: v.space_ids }));
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

  const time = (name: 'start' | 'end', label: string, hint?: string) => (
    <FormField control={control} name={name} label={label} hint={hint}>
      {(f, a11y) => (
        <TimePicker
          {...a11y}
          format="HH:mm"
          minuteStep={15}
          needConfirm={false}
          value={asTime(f.value)}
          onChange={(t) => f.onChange(timeOfPicked(t))}
          onBlur={f.onBlur}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
  const rangeError = errors.first?.message ?? errors.last?.message;

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={`Block time in ${spaceName}`}
      onCancel={onClose}
      destroyOnHidden
      okText="Block"
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit', form: formId, loading: isSubmitting }}
      onOk={() => undefined}
    >
      {/* Enter in a field (the day typed into its picker) must not send a half-filled form with the
          default hours: the browser's implicit submission is refused, only the Block button sends.
          The pickers and the spaces' select still take Enter for themselves; the note's new lines stay. */}
      <form id={formId} noValidate onSubmit={submit} onKeyDown={(e) => e.key === 'Enter' && e.target instanceof HTMLInputElement && e.preventDefault()} aria-label="Block time">
        <Typography.Paragraph type="secondary">
          Times are in the venue’s time zone, {timeZone} ({zoneLabel(timeZone)}). Guests cannot book blocked time.
        </Typography.Paragraph>
        {problem && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={problem.status === 409 ? 'This time is already taken' : 'We could not block this time'}
            description={
              <>
                {problem.message} {problem.status === 409 && conflictLink(problem, country)}
              </>
            }
          />
        )}
        <Form layout="vertical" component={false}>
          {spaces && spaces.length > 1 && (
            <FormField control={control} name="space_ids" label="Spaces" hint="One block in each space. If any of them is taken then, none is blocked.">
              {(f, a11y) => (
                <Select
                  {...a11y}
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  placeholder="Choose the spaces"
                  value={f.value}
                  onChange={(ids: string[]) => f.onChange(ids)}
                  onBlur={f.onBlur}
                  options={spaces.map((s) => ({ value: s._id, label: s.name }))}
                  style={{ width: '100%' }}
                />
              )}
            </FormField>
          )}
          <Form.Item label="What to block">
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <Radio.Group className="av-modes" aria-label="What to block" value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  <Radio value="days">Whole days</Radio>
                  <Radio value="hours">Hours on one day</Radio>
                </Radio.Group>
              )}
            />
          </Form.Item>
          {mode === 'days' ? (
            <Form.Item
              label="Days"
              htmlFor={`${formId}-days`}
              validateStatus={rangeError ? 'error' : undefined}
              help={rangeError ? <span id={`${formId}-days-error`}>{rangeError}</span> : undefined}
              extra={rangeError ? undefined : <span id={`${formId}-days-hint`}>From the first day to the last, blocked until midnight at its end</span>}
            >
              <Controller
                control={control}
                name="first"
                render={({ field }) => (
                  <DatePicker.RangePicker
                    id={`${formId}-days`}
                    aria-describedby={rangeError ? `${formId}-days-error` : `${formId}-days-hint`}
                    aria-invalid={rangeError ? true : undefined}
                    format="YYYY-MM-DD"
                    allowClear={false}
                    placeholder={['First day', 'Last day']}
                    value={[asDay(field.value), asDay(last)]}
                    onChange={(range) => {
                      field.onChange(dayOf(range?.[0] ?? null));
                      setValue('last', dayOf(range?.[1] ?? null), { shouldDirty: true });
                    }}
                    style={{ width: '100%' }}
                  />
                )}
              />
            </Form.Item>
          ) : (
            <>
              <FormField control={control} name="day" label="Day">
                {(f, a11y) => <DatePicker {...a11y} format="YYYY-MM-DD" allowClear={false} value={asDay(f.value)} onChange={(d) => f.onChange(dayOf(d))} onBlur={f.onBlur} style={{ width: '100%' }} />}
              </FormField>
              <div className="own-grid">
                {time('start', 'From')}
                {time('end', 'Until', '00:00 is midnight at the end of the day')}
              </div>
            </>
          )}
          <FormField
            control={control}
            name="note"
            label="Note (optional)"
            hint={`Why, e.g. Maintenance or Private event. Your team sees it here and in the calendar feed. ${note?.length ?? 0} / ${AVAILABILITY_LIMITS.note}`}
          >
            {(f, a11y) => <Input.TextArea {...f} {...a11y} rows={2} maxLength={AVAILABILITY_LIMITS.note} />}
          </FormField>
        </Form>
      </form>
    </Modal>
  );
}
