import type { CSSProperties } from 'react';
import type { DaySpan } from './calendarLayout';
import { blockSummary, blockWhen, KIND_LABEL, spanTime } from './describe';
import { KIND_ICON } from './icons';

export interface BlockChipProps {
  span: DaySpan;
  timeZone: string;
  onOpen: (span: DaySpan) => void;
  /** Placement over the week view's hours. */
  style?: CSSProperties;
}

/** A booking, hold or block on a day: kind, time and who or what; opens its details. */
export function BlockChip({ span, timeZone, onOpen, style }: BlockChipProps) {
  const { block } = span;
  const Icon = KIND_ICON[block.kind];
  const summary = blockSummary(block, timeZone);
  // The name starts with the words the chip shows (WCAG 2.5.3), then when and what pressing does.
  const shown = `${KIND_LABEL[block.kind]} ${span.allDay ? '' : `${spanTime(span)} `}${summary}`;
  return (
    <button
      type="button"
      className={`av-chip av-chip--${block.kind}`}
      style={style}
      title={`${KIND_LABEL[block.kind]}: ${summary}`}
      aria-label={`${shown}, ${blockWhen(block, timeZone)}. Details`}
      onClick={() => onOpen(span)}
    >
      <Icon aria-hidden />
      <span className="av-chip__text">
        <strong>{KIND_LABEL[block.kind]}</strong> {span.allDay ? '' : `${spanTime(span)} `}
        {summary}
      </span>
    </button>
  );
}
