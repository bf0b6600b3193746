import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { ClientApiError } from '@venues/api-client';

/** A failed load: what failed, the server's reason and "Try again" (antd Alert). */
export function LoadError({ title, error, onRetry }: { title: string; error: ClientApiError; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="adm-load-error"
      style={{ marginBottom: 16 }}
      title={title}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
