// The arithmetic of the sales charts (SalesCharts.tsx), kept apart from the drawing so it is tested alone.

/**
 * Round values for a value axis, about `count` steps from min(min, 0) to max(max, 0), always with 0
 * among them: steps of 1, 2 or 5 × 10ⁿ and never below 1, since the charts' values are integers
 * (minor units, bookings). The first tick is at or below the lowest value, the last at or above the
 * highest. Nothing above or below zero gives [0].
 */
export function niceTicks(max: number, count: number, min = 0): number[] {
  const lo = Math.min(min, 0);
  const hi = Math.max(max, 0);
  if (!(hi > lo)) return [0]; // also NaN
  const raw = (hi - lo) / Math.max(1, Math.round(count));
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  // The round step nearest to the raw one on a log scale (as d3-array's ticks), so there are
  // between about count ÷ 1.4 and count × 1.4 steps.
  const error = raw / magnitude;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1;
  const step = Math.max(1, factor * magnitude);
  const first = Math.floor(lo / step);
  const last = Math.ceil(hi / step);
  // `|| 0` turns -0 into 0, which Intl would write as "-0".
  return Array.from({ length: last - first + 1 }, (_, i) => (first + i) * step || 0);
}

/** The y of a value on an axis drawn with `ticks`, from `bottom` (lowest tick) up to `top` (highest). */
export function valueScale(ticks: readonly number[], top: number, bottom: number): (v: number) => number {
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 0;
  // One tick (all zero): that tick sits on the bottom rather than dividing by zero.
  const span = hi > lo ? hi - lo : 1;
  return (v) => bottom - ((v - lo) / span) * (bottom - top);
}

/** Every how many months a label is written so that labels `labelWidth` wide do not overlap in bands `bandWidth` wide. */
export const labelEvery = (bandWidth: number, labelWidth: number): number => (bandWidth > 0 ? Math.max(1, Math.ceil(labelWidth / bandWidth)) : 1);
