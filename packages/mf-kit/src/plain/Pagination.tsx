import { Link } from 'react-router-dom';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push(p - prev === 2 ? p - 1 : 'gap');
    out.push(p);
  }
  return out;
}

export interface PaginationProps {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
  /** The navigation's name for screen readers. */
  label?: string;
  /** plain.css's look by default; a remote with its own palette passes its class. */
  className?: string;
}

/**
 * Page links without antd. Links, not buttons: every page has its own URL (shareable, works with
 * the back button and without JavaScript in a new tab).
 */
export function Pagination({ page, total, limit, hrefFor, label = 'Pages', className = 'ui-pagination' }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / limit));
  if (last <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          ‹ Previous
        </Link>
      ) : (
        <span aria-disabled="true">‹ Previous</span>
      )}
      <ol>
        {pageWindow(page, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < last ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next ›
        </Link>
      ) : (
        <span aria-disabled="true">Next ›</span>
      )}
    </nav>
  );
}
