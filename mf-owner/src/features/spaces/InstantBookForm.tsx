import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { INSTANT_BOOK_LIMITS, WEEKDAYS, type InstantBookRules, type InstantWindow, type OwnerSpace, type Weekday } from '@venues/contracts';
import { fieldErrors, spacesApi, toApiError } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { numberOrNull } from '../venues/numbers';

const DAY_LABEL: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
const FROM = Array.from({ length: 24 }, (_, h) => ({ value: pad(h), label: pad(h) }));
const UNTIL = Array.from({ length: 24 }, (_, h) => ({ value: pad(h + 1), label: h + 1 === 24 ? '24:00 (midnight)' : pad(h + 1) }));
const DEFAULT_WINDOW: InstantWindow = { open: '09:00', close: '18:00' };
const DEFAULT_RULES: InstantBookRules = { min_notice_hours: 24, max_hours: 4, hours: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...DEFAULT_WINDOW }])) as InstantBookRules['hours'] };

export interface InstantValues {
  enabled: boolean;
  /** One window every day, or one per weekday. */
  every_day: boolean;
  min_notice_hours: number | null;
  max_hours: number | null;
  hours: InstantBookRules['hours'];
}

// The contracts' rules (zod) download at the first check, as the other editors' do.
const resolver = lazyResolver(() => import(/* webpackChunkName: "listing-rules" */ '../venues/listingRules').then((m) => m.instantResolver as unknown as Resolver<InstantValues>));

function valuesOf(s: OwnerSpace): InstantValues {
  const r = s.instant_book ?? DEFAULT_RULES;
  const windows = WEEKDAYS.map((d) => r.hours[d]);
  const same = windows.every((w) => w && windows[0] && w.open === windows[0].open && w.close === windows[0].close);
  return { enabled: s.instant_book !== null, every_day: same, min_notice_hours: r.min_notice_hours, max_hours: r.max_hours, hours: r.hours };
}

/** A window's two antd Selects (whole hours), labelled for the day. */
function WindowFields({ label, value, error, onChange, disabled }: { label: string; value: InstantWindow; error?: string; onChange: (w: InstantWindow) => void; disabled?: boolean }) {
  return (
    <span className="own-hours__times">
      <Select virtual={false} aria-label={`${label} from`} value={value.open} options={FROM} onChange={(open) => onChange({ ...value, open })} style={{ width: 110 }} disabled={disabled} status={error ? 'error' : undefined} />
      <span aria-hidden="true">–</span>
      <Select virtual={false} aria-label={`${label} until`} value={value.close} options={UNTIL} onChange={(close) => onChange({ ...value, close })} style={{ width: 150 }} disabled={disabled} status={error ? 'error' : undefined} />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * The space's "Instant book" section (docs/adr/0101-instant-book.md): a switch, then the rules —
 * minimum notice, longest booking, and the hours it takes (one window every day or one per
 * weekday) in the venue's time zone; guests are bounded by the space's capacity. Saved with its
 * button; the server checks the same schema and names a field it refuses.
 */
export function InstantBookForm({ space, editable, onSaved }: { space: OwnerSpace; editable: boolean; onSaved: (s: OwnerSpace) => void }) {
  const form = useForm<InstantValues, unknown, InstantValues>({ resolver, defaultValues: valuesOf(space), mode: 'onSubmit' });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const [enabled, everyDay, hours] = useWatch({ control, name: ['enabled', 'every_day', 'hours'] });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const hourErrors = formState.errors.hours as (Partial<Record<Weekday, { close?: { message?: string }; open?: { message?: string } }>> & { message?: string; root?: { message?: string } }) | undefined;
  const dayError = (d: Weekday) => hourErrors?.[d]?.close?.message ?? hourErrors?.[d]?.open?.message;

  const save = async (instant_book: InstantBookRules | null) => {
    setStatus('saving');
    setFailure(null);
    try {
      const stored = await spacesApi.patch(space._id, { instant_book });
      onSaved(stored);
      form.reset(valuesOf(stored));
      setStatus('saved');
    } catch (e) {
      for (const [field, message] of Object.entries(fieldErrors(e))) if (field.startsWith('instant_book.')) setError(field.slice('instant_book.'.length) as 'max_hours', { message });
      setFailure(toApiError(e).message || 'The rules could not be saved');
      setStatus('failed');
    }
  };
  const onSubmit = handleSubmit((v) => save({ min_notice_hours: v.min_notice_hours ?? 0, max_hours: v.max_hours ?? 1, hours: v.hours }));
  const setAll = (w: InstantWindow) => setValue('hours', Object.fromEntries(WEEKDAYS.map((d) => [d, { ...w }])) as InstantBookRules['hours'], { shouldDirty: true });
  const first = WEEKDAYS.map((d) => hours?.[d]).find(Boolean) ?? DEFAULT_WINDOW;

  return (
    <form
      noValidate
      aria-label="Instant book"
      onSubmit={(e) => {
        e.preventDefault();
        if (enabled) void onSubmit(e);
        else void save(null);
      }}
    >
      <Form layout="vertical" component={false} disabled={!editable}>
        <Typography.Paragraph type="secondary">
          Customers book and pay at once, without an enquiry, within these rules and the space’s capacity; the slot is theirs when the payment succeeds. Times are in the venue’s time zone.
        </Typography.Paragraph>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <p className="own-switch">
              <Switch aria-label="Allow instant booking" checked={field.value} onChange={(on) => field.onChange(on)} /> <span aria-hidden="true">{field.value ? 'Instant booking on' : 'Instant booking off'}</span>
            </p>
          )}
        />
        {enabled && (
          <>
            <div className="own-grid">
              <FormField control={control} name="min_notice_hours" label="Minimum notice (hours)" hint="How long before the start a booking must be made">
                {(f, a11y) => (
                  <InputNumber {...a11y} ref={f.ref} name={f.name} onBlur={f.onBlur} value={f.value ?? null} onChange={(v) => f.onChange(numberOrNull(v))} inputMode="numeric" min={0} max={INSTANT_BOOK_LIMITS.maxNoticeHours} precision={0} style={{ width: '100%' }} />
                )}
              </FormField>
              <FormField control={control} name="max_hours" label="Longest booking (hours)">
                {(f, a11y) => (
                  <InputNumber {...a11y} ref={f.ref} name={f.name} onBlur={f.onBlur} value={f.value ?? null} onChange={(v) => f.onChange(numberOrNull(v))} inputMode="numeric" min={1} max={INSTANT_BOOK_LIMITS.maxHours} precision={0} style={{ width: '100%' }} />
                )}
              </FormField>
            </div>
            <fieldset className="own-fieldset">
              <legend>Hours it takes instant bookings</legend>
              <Controller
                control={control}
                name="every_day"
                render={({ field }) => (
                  <Radio.Group
                    value={field.value ? 'every' : 'week'}
                    onChange={(e) => {
                      const every = e.target.value === 'every';
                      field.onChange(every);
                      if (every) setAll(first);
                    }}
                    options={[
                      { value: 'every', label: 'The same hours every day' },
                      { value: 'week', label: 'Hours per weekday' },
                    ]}
                  />
                )}
              />
              {everyDay ? (
                <p>
                  <WindowFields label="Every day" value={first} error={WEEKDAYS.map(dayError).find(Boolean)} onChange={setAll} />
                </p>
              ) : (
                <table className="own-hours">
                  <tbody>
                    {WEEKDAYS.map((d) => {
                      const w = hours?.[d] ?? null;
                      return (
                        <tr key={d}>
                          <th scope="row">{DAY_LABEL[d]}</th>
                          <td>
                            <Switch aria-label={`Instant booking on ${DAY_LABEL[d]}`} checked={w !== null} onChange={(on) => setValue(`hours.${d}`, on ? { ...DEFAULT_WINDOW } : null, { shouldDirty: true })} />
                          </td>
                          <td>{w && <WindowFields label={DAY_LABEL[d]} value={w} error={dayError(d)} onChange={(next) => setValue(`hours.${d}`, next, { shouldDirty: true })} />}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
              {(hourErrors?.message ?? hourErrors?.root?.message) && (
                <Typography.Text type="danger" role="alert">
                  {hourErrors?.message ?? hourErrors?.root?.message}
                </Typography.Text>
              )}
            </fieldset>
          </>
        )}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={status === 'saving'} disabled={!editable}>
          Save instant book
        </Button>{' '}
        <span role="status">{status === 'saved' ? 'Saved' : ''}</span>
      </Form>
    </form>
  );
}
