import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from 'antd';

/**
 * A form-level message (the server's, or "check your connection"). It takes focus when it
 * appears, so a screen reader reads it as the first error.
 */
export function FormProblem({ message, type = 'error', action }: { message: ReactNode; type?: 'error' | 'warning' | 'info' | 'success'; action?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} style={{ marginBottom: 16, outline: 'none' }}>
      <Alert type={type} showIcon title={message} description={action} />
    </div>
  );
}
