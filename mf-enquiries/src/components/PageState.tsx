import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@venues/mf-kit';

// Drawn without antd (@venues/ui/plain.css): the plain pages show them before and instead of any
// antd, and the antd pages show the same (docs/decisions.md "Pages without antd").

/** A centred spinner while a page's chunk loads. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="ui-plain" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <span className="ui-spinner" aria-hidden="true" />
    </div>
  );
}

const RESULT_ICON = { success: '✓', warning: '!', info: 'i' };

/** antd's Result without antd: a page that cannot show what was asked, and where to go instead. */
export function PageResult({ kind, title, subTitle, children }: { kind: 'success' | 'warning' | 'info'; title: ReactNode; subTitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className="enq-page enq-narrow ui-plain">
      <div className="ui-result">
        <span className={`ui-result__icon ui-result__icon--${kind}`} aria-hidden="true">
          {RESULT_ICON[kind]}
        </span>
        <h1>{title}</h1>
        {subTitle && <p className="ui-result__sub">{subTitle}</p>}
        {children && <div className="ui-result__extra">{children}</div>}
      </div>
    </div>
  );
}

/** A page whose data could not load: "not yours or gone" for a 404, "try again" otherwise. */
export function LoadFailed({ country, status, message, what }: { country: string; status: number | null; message: string; what: string }) {
  return (
    <PageResult kind={status === 404 ? 'info' : 'warning'} title={status === 404 ? `This ${what} does not exist, or it is not yours` : `We could not load the ${what}`} subTitle={message}>
      <Link to={`/${country}/enquiries`}>Back to enquiries</Link>
    </PageResult>
  );
}

/** The shape of a page while its data loads. */
export function PageSkeleton({ rows }: { rows: number }) {
  return (
    <div className="enq-page enq-narrow ui-plain">
      <Skeleton rows={rows} />
    </div>
  );
}

/** antd's Empty without antd: nothing to list, and the next step. */
export function EmptyList({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p>{description}</p>
      {children}
    </div>
  );
}
