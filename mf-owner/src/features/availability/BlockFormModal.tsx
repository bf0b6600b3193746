import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DatePicker, Form, Input, Modal, Radio, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { AVAILABILITY_LIMITS, type AvailabilityBlock } from '@venues/contracts';
import { availabilityApi, fieldErrors, toApiError, type ClientApiError } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { blockBodyOf, blockFormSchema, formFieldOf, type BlockFormValues } from './blockForm';
import { zoneLabel } from './zonedTime';

// Shown as the first; the others are accepted when a day is typed.
const DAY_FORMAT = ['ddd D MMM YYYY', 'D MMM YYYY', 'YYYY-MM-DD', 'D/M/YYYY'];
const toDay = (v: string) => (v ? dayjs(v) : null);
const toTime = (v: string) => (v ? dayjs(`2000-01-01T${v}`) : null);

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
 * server's message, which names it; a 400 lands on its field.
 */
export function BlockFormModal({ spaceId, spaceName, timeZone, country, initial, onClose, onBlocked }: BlockFormModalProps) {
  const formId = useId();
  const [problem, setProblem] = useState<ClientApiError | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<BlockFormValues>({ resolver: zodResolver(blockFormSchema), defaultValues: initial });
  const mode = watch('mode');

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

  return (
    <Modal
      open
      title={`Block time in ${spaceName}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="block" type="primary" htmlType="submit" form={formId} loading={formState.isSubmitting}>
          Block
        </Button>,
      ]}
    >
      <Form layout="vertical" component={false} requiredMark={false}>
        <form id={formId} noValidate onSubmit={submit} aria-label="Block time">
          <p className="own-muted">
            Times are in the venue’s time zone, {timeZone} ({zoneLabel(timeZone)}). Guests cannot book blocked time.
          </p>
          {problem && (
            <Alert
              className="av-form-problem"
              type="error"
              showIcon
              role="alert"
              title={problem.status === 409 ? 'This time is already taken' : 'We could not block this time'}
              description={
                <>
                  {problem.message} {problem.status === 409 && conflictLink(problem, country)}
                </>
              }
            />
          )}
          <Form.Item label={<span id={`${formId}-mode`}>What to block</span>}>
            <Radio.Group role="radiogroup" aria-labelledby={`${formId}-mode`} value={mode} onChange={(e) => setValue('mode', e.target.value)}>
              <Radio value="days">Whole days</Radio>
              <Radio value="hours">Hours on one day</Radio>
            </Radio.Group>
          </Form.Item>
          {mode === 'days' ? (
            <div className="own-grid">
              <FormField control={control} name="first" label="First day">
                {(field, a11y) => <DatePicker {...a11y} value={toDay(field.value)} onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : '')} format={DAY_FORMAT} allowClear={false} style={{ width: '100%' }} />}
              </FormField>
              <FormField control={control} name="last" label="Last day" hint="Blocked until midnight at its end">
                {(field, a11y) => <DatePicker {...a11y} value={toDay(field.value)} onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : '')} format={DAY_FORMAT} allowClear={false} style={{ width: '100%' }} />}
              </FormField>
            </div>
          ) : (
            <>
              <FormField control={control} name="day" label="Day">
                {(field, a11y) => <DatePicker {...a11y} value={toDay(field.value)} onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : '')} format={DAY_FORMAT} allowClear={false} style={{ width: '100%' }} />}
              </FormField>
              <div className="own-grid">
                <FormField control={control} name="start" label="From">
                  {(field, a11y) => <TimePicker {...a11y} value={toTime(field.value)} onChange={(t) => field.onChange(t ? t.format('HH:mm') : '')} format="HH:mm" minuteStep={15} needConfirm={false} allowClear={false} style={{ width: '100%' }} />}
                </FormField>
                <FormField control={control} name="end" label="Until" hint="00:00 is midnight at the end of the day">
                  {(field, a11y) => <TimePicker {...a11y} value={toTime(field.value)} onChange={(t) => field.onChange(t ? t.format('HH:mm') : '')} format="HH:mm" minuteStep={15} needConfirm={false} allowClear={false} style={{ width: '100%' }} />}
                </FormField>
              </div>
            </>
          )}
          <FormField control={control} name="note" label="Note (optional)" hint="Why, e.g. Maintenance or Private event. Your team sees it here and in the calendar feed.">
            {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={2} maxLength={AVAILABILITY_LIMITS.note} showCount />}
          </FormField>
        </form>
      </Form>
    </Modal>
  );
}
