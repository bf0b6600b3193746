import { useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';

/**
 * Why the last attempt to pay failed, for both card forms (ours and Stripe's): shown as one alert
 * that takes the keyboard focus each time, so a screen reader and a keyboard start from it.
 * `clear()` before a new attempt; `show(text)` after a failed one.
 */
export function usePaymentProblem(initial: string | null) {
  const [problem, setProblem] = useState<{ text: string; n: number } | null>(initial ? { text: initial, n: 1 } : null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  const show = (text: string) => setProblem((p) => ({ text, n: (p?.n ?? 0) + 1 }));
  const clear = () => setProblem(null);
  const alert = problem ? (
    <div ref={ref} tabIndex={-1} role="alert" className="enq-pay-alert" key={problem.n}>
      {/* The wrapper is the one alert (focusable); antd's own role would announce it twice. */}
      <Alert type="error" role="presentation" showIcon title="The payment did not go through" description={problem.text} style={{ marginBottom: 16 }} />
    </div>
  ) : null;
  return { show, clear, alert };
}
