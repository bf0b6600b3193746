// Apart from the cancellation page's text (./cancellation.ts), which the venue page and the compare
// table would otherwise download just to write a notice period.

/** 168 → "7 days", 48 → "48 hours". */
export function noticeLabel(hours: number): string {
  return hours >= 72 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`;
}
