import { useEffect, useRef, type ReactNode } from 'react';
import Alert from 'antd/es/alert';

/**
 * A form-level error (the server's, or "check your connection") as an antd Alert. It takes the
 * focus when it appears, so a screen reader reads it as the first error.
 */
export function FormProblem({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none', marginBottom: 16 }}>
      <Alert type="error" showIcon title={message} role="alert" />
    </div>
  );
}

/** An information or success notice (antd Alert): read out politely. */
export function FormNotice({ kind, title, children }: { kind: 'info' | 'success' | 'warning'; title: ReactNode; children?: ReactNode }) {
  return <Alert type={kind} showIcon title={title} description={children} role="status" style={{ marginBottom: 16 }} />;
}
