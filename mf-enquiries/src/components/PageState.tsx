import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import { Result } from '@venues/ui';

/** A centred spinner while a page's chunk loads. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}

/** A page that cannot show what was asked, and where to go instead (antd Result). */
export function PageResult({ kind, title, subTitle, children }: { kind: 'success' | 'warning' | 'info'; title: ReactNode; subTitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className="enq-page enq-narrow">
      <Result status={kind} title={<h1 className="enq-result-title">{title}</h1>} subTitle={subTitle} extra={children} />
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
    <div className="enq-page enq-narrow" role="status" aria-label="Loading">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** Nothing to list, and the next step (antd Empty). */
export function EmptyList({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {children}
    </Empty>
  );
}
