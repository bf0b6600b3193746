import { useEffect, useRef } from 'react';
import { Notice } from './Notice';

/**
 * A form-level error (the server's, or "check your connection") drawn with plain.css: FormProblem
 * without antd. It takes the focus when it appears, so a screen reader reads it as the first error.
 */
export function Problem({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return <Notice ref={ref} kind="error" title={message} />;
}
