import type { ReactNode } from 'react';
import type { AvailabilityBlockKind } from '@venues/contracts';

// The kinds' icons as inline SVG, drawn in the text's colour (antd's icons without the library).

interface IconProps {
  'aria-hidden'?: boolean;
}

function Svg({ children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg className="av-icon" viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const CalendarIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="3" width="12" height="11" rx="1.5" />
    <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
  </Svg>
);
const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 4.5V8l2.5 1.5" />
  </Svg>
);
const StopIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M3.6 3.6l8.8 8.8" />
  </Svg>
);

/** Each kind has its icon as well as its colour, so none is told by colour alone. */
export const KIND_ICON: Record<AvailabilityBlockKind, (p: IconProps) => ReactNode> = { booking: CalendarIcon, hold: ClockIcon, blocked: StopIcon };
