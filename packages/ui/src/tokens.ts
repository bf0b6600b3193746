import { BREAKPOINTS, DIALOG, Z_INDEX, type RecordStatus } from '@venues/contracts';

export { BREAKPOINTS, DIALOG, Z_INDEX };

// DM Sans, then Arial or Helvetica fitted to its metrics (fonts.css), then the system's fonts.
export const FONT_FAMILY =
  '"DM Sans", "DM Sans Fallback: Arial", "DM Sans Fallback: Helvetica", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Deep teal brand palette: calm and premium, with warm amber accents. */
export const palette = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  primaryDark: '#14b8a6',
  /** Text on the dark theme's primary fills: white on the light teal is 3.3:1, ink is 5.4:1 (WCAG 1.4.3). */
  onPrimaryDark: '#0f172a',
  accent: '#d97706',
  success: '#15803d',
  warning: '#b45309',
  error: '#b91c1c',
  info: '#0369a1',
  ink: '#0f172a',
  // Secondary text (hints, counts, captions): 4.5:1 on white and light greys (WCAG 1.4.3), like the shell's.
  muted: '#5b6275',
  mutedDark: '#a3a9ba',
  surface: '#f8fafc',
} as const;

/** Colours of the record statuses of docs/spec.md §4, used by StatusTag. */
export const statusColors: Record<RecordStatus, string> = {
  // slate-600: 4.5:1 and more on the tag's light tint as well as on white (slate-500 was 4.2:1 there).
  draft: '#475569',
  published: palette.success,
  inprogress: palette.info,
  for_approval: palette.warning,
  ongoing: palette.primary,
  archived: '#78716c',
  rejected: palette.error,
  suspended: '#c2410c',
  for_deletion: '#9f1239',
};

export const statusLabels: Record<RecordStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  inprogress: 'In progress',
  for_approval: 'For approval',
  ongoing: 'Ongoing',
  archived: 'Archived',
  rejected: 'Rejected',
  suspended: 'Suspended',
  for_deletion: 'For deletion',
};

/** z-index of a dialog nested `depth` levels deep (0 = first dialog): 2400, 2410, … (docs/spec.md §9). */
export function dialogZIndex(depth = 0): number {
  return Z_INDEX.dialog + Math.max(0, depth) * Z_INDEX.nestedStep;
}

/** z-index of an overlay nested `depth` levels deep: 2000, 2010, … */
export function overlayZIndex(depth = 0): number {
  return Z_INDEX.overlay + Math.max(0, depth) * Z_INDEX.nestedStep;
}

/** Media query for "at least this breakpoint", e.g. minWidth('sm') → (min-width: 960px). */
export function minWidth(bp: keyof typeof BREAKPOINTS): string {
  return `(min-width: ${BREAKPOINTS[bp]}px)`;
}
