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
  /** The week view: how many lines of text fit the chip's height; the last ends in an ellipsis after a whole word. */
  lines?: number;
}

/** A booking, hold or block on a day: kind, time and who or what; opens its details. */
export function BlockChip({ span, timeZone, onOpen, style, lines }: BlockChipProps) {
  const { block } = span;
  const Icon = KIND_ICON[block.kind];
  const summary = blockSummary(block, timeZone);
  // The name starts with the words the chip shows (WCAG 2.5.3), then when and what pressing does.
  const shown = `${KIND_LABEL[block.kind]} ${span.allDay ? '' : `${spanTime(span)} `}${summary}`;
  // A chip too small for its words shows them cut with an ellipsis: the whole of them is on hover
  // (title) and in the name screen readers read.
  const full = `${shown}, ${blockWhen(block, timeZone)}`;
  return (
    <button
      type="button"
      className={`av-chip av-chip--${block.kind}`}
      style={style}
      title={full}
      aria-label={`${full}. Details`}
      onClick={() => onOpen(span)}
    >
      <Icon aria-hidden />
      <span className={lines ? 'av-chip__text av-chip__text--lines' : 'av-chip__text'} style={lines ? { WebkitLineClamp: lines } : undefined}>
        <strong>{KIND_LABEL[block.kind]}</strong> {span.allDay ? '' : `${spanTime(span)} `}
        {summary}
      </span>
    </button>
  );
}
