import { useId } from 'react';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { stepAnchor, VIEWS, type View } from './calendarLayout';
import type { AvailabilityParams } from './useAvailabilityParams';
import type { Day } from './venueTime';

const VIEW_LABEL: Record<View, string> = { month: 'Month', week: 'Week', spaces: 'All spaces' };
/** What "Previous …" and "Next …" step by. */
const STEP: Record<View, string> = { month: 'month', week: 'week', spaces: 'week' };

export interface CalendarToolbarProps {
  view: View;
  anchor: Day;
  today: Day;
  /** The shown period's title (an h2, `av-period`, which names the calendar). */
  title: string;
  params: AvailabilityParams;
  /** Off until the calendar has answered. */
  canBlock: boolean;
  onBlock: () => void;
}

/** Previous, Today and Next, the period's title, the view (month, week, all spaces) and "Block time". */
export function CalendarToolbar({ view, anchor, today, title, params, canBlock, onBlock }: CalendarToolbarProps) {
  const viewName = useId();
  return (
    <div className="av-toolbar">
      <div className="av-nav">
        <Button className="av-nav__step" aria-label={`Previous ${STEP[view]}`} onClick={() => params.set({ date: stepAnchor(view, anchor, -1) })}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button onClick={() => params.set({ date: today })}>Today</Button>
        <Button className="av-nav__step" aria-label={`Next ${STEP[view]}`} onClick={() => params.set({ date: stepAnchor(view, anchor, 1) })}>
          <span aria-hidden="true">›</span>
        </Button>
        <h2 id="av-period" className="av-title" aria-live="polite">
          {title}
        </h2>
      </div>
      <Radio.Group
        role="radiogroup"
        aria-label="View"
        name={viewName}
        optionType="button"
        value={view}
        onChange={(e) => params.set({ view: e.target.value as View })}
        options={VIEWS.map((v) => ({ value: v, label: VIEW_LABEL[v] }))}
      />
      <Button type="primary" disabled={!canBlock} onClick={onBlock}>
        Block time
      </Button>
    </div>
  );
}
