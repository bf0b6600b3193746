import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from './ButtonLink';
import { Result } from '@venues/ui';

/** antd's Skeleton while a page's record loads, announced by its label. */
export function Loading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** A record that did not load (not a 404): what went wrong, the server's message and a retry. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** A 404 inside the owner area: antd's Result with the way back. */
export function NotFound({ message, href }: { message: string; href: string }) {
  return <Result status="404" title="Not found" subTitle={message} extra={<ButtonLink to={href}>Back</ButtonLink>} />;
}
