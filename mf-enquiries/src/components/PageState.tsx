import { Link } from 'react-router-dom';
import { Result, Skeleton } from 'antd';

/** A page whose data could not load: "not yours or gone" for a 404, "try again" otherwise. */
export function LoadFailed({ country, status, message, what }: { country: string; status: number | null; message: string; what: string }) {
  return (
    <div className="enq-page enq-narrow">
      <Result
        status={status === 404 ? '404' : 'warning'}
        title={status === 404 ? `This ${what} does not exist, or it is not yours` : `We could not load the ${what}`}
        subTitle={message}
        extra={<Link to={`/${country}/enquiries`}>Back to enquiries</Link>}
      />
    </div>
  );
}

/** The shape of a page while its data loads. */
export function PageSkeleton({ rows }: { rows: number }) {
  return (
    <div className="enq-page enq-narrow">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}
