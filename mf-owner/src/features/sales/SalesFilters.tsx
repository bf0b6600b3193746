import { useEffect, useId, useState, type FormEvent } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { lastDayFrom, windowPresets, windowProblems } from './salesWindow';

export interface SalesFiltersProps {
  from: string;
  to: string;
  onWindow: (from: string, to: string) => void;
  /** The venue picker; absent when the venue is fixed by the URL. */
  venue?: { value: string | undefined; options: { _id: string; name: string }[]; loading: boolean; failed: boolean; onChange: (id: string | undefined) => void };
}

/**
 * The window (both days included, in each venue's calendar) and the venue the report covers. The
 * days are antd inputs of type date applied with "Show" (a date typed digit by digit would otherwise
 * ask for a report at each keystroke); the common windows and the venue apply at once. The days keep
 * the browser's own date control: a phone's date wheel and typing a day both serve better than a
 * calendar pop-up for a report window (docs/adr/0099-antd-once-per-visit.md).
 */
export function SalesFilters({ from, to, onWindow, venue }: SalesFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState({ from, to });
  const [problems, setProblems] = useState<{ from?: string; to?: string }>({});
  // Back, forward and the quick windows change the URL: the inputs follow it.
  useEffect(() => {
    setDraft({ from, to });
    setProblems({});
  }, [from, to]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const found = windowProblems(draft.from, draft.to);
    setProblems(found);
    if (found.from) document.getElementById(`${id}-from`)?.focus();
    else if (found.to) document.getElementById(`${id}-to`)?.focus();
    else onWindow(draft.from, draft.to);
  };

  const dayItem = (which: 'from' | 'to', label: string) => (
    <Form.Item label={label} htmlFor={`${id}-${which}`} validateStatus={problems[which] ? 'error' : undefined} help={problems[which] ? <span id={`${id}-${which}-error`}>{problems[which]}</span> : undefined}>
      <Input
        id={`${id}-${which}`}
        type="date"
        value={draft[which]}
        aria-invalid={problems[which] ? true : undefined}
        aria-describedby={problems[which] ? `${id}-${which}-error` : undefined}
        // The server refuses a window longer than two years: the picker offers no later day.
        {...(which === 'to' ? { min: draft.from || undefined, max: draft.from ? lastDayFrom(draft.from) : undefined } : {})}
        onChange={(e) => setDraft({ ...draft, [which]: e.target.value })}
        required
      />
    </Form.Item>
  );

  return (
    <div className="sales-filters">
      <form className="sales-window" noValidate onSubmit={apply}>
        <fieldset className="sales-window__fieldset">
          <legend>Dates</legend>
          <Form layout="vertical" component={false}>
            <Space wrap align="end" className="sales-window__days">
              {dayItem('from', 'From')}
              {dayItem('to', 'To')}
              <Form.Item label=" " colon={false}>
                <Button htmlType="submit">Show</Button>
              </Form.Item>
            </Space>
          </Form>
          <Space wrap className="sales-presets" role="group" aria-label="Common windows">
            {windowPresets().map((p) => {
              const current = p.from === from && p.to === to;
              return (
                <Button key={p.label} size="small" type={current ? 'primary' : 'default'} aria-current={current ? true : undefined} onClick={() => onWindow(p.from, p.to)}>
                  {p.label}
                </Button>
              );
            })}
          </Space>
        </fieldset>
      </form>
      {venue && (
        <Form layout="vertical" component={false}>
          <Form.Item className="sales-filter" label="Venue" htmlFor={`${id}-venue`} extra={venue.failed ? <span id={`${id}-venue-hint`}>Your venues could not be listed: reload the page to pick one.</span> : undefined}>
            <Select
              id={`${id}-venue`}
              className="sales-venue-select"
              value={venue.value ?? ''}
              loading={venue.loading}
              showSearch
              optionFilterProp="label"
              aria-describedby={venue.failed ? `${id}-venue-hint` : undefined}
              onChange={(v: string) => venue.onChange(v || undefined)}
              options={[{ value: '', label: 'All venues' }, ...venue.options.map((v) => ({ value: v._id, label: v.name }))]}
            />
          </Form.Item>
        </Form>
      )}
    </div>
  );
}
