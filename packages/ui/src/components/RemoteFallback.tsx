import Button from 'antd/es/button';
import Result from 'antd/es/result';

export interface RemoteFallbackProps {
  /** The remote that failed (e.g. 'mf-enquiries'); kept out of the text, exposed for tests and logs. */
  name: string;
  onRetry: () => void;
}

/** Shown in place of a remote that could not be loaded; the rest of the site keeps working. */
export function RemoteFallback({ name, onRetry }: RemoteFallbackProps) {
  return (
    <Result
      status="warning"
      title="This part of the site could not be loaded"
      subTitle="Check your connection and try again."
      data-remote={name}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
