import { Alert, Button } from 'antd';
import type { ClientApiError } from '@venues/api-client';

/** A failed load: what failed, the server's reason and "Try again". */
export function LoadError({ title, error, onRetry }: { title: string; error: ClientApiError; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
