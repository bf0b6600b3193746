import { useRef, useState, type ReactNode } from 'react';
import Checkbox, { type CheckboxRef } from 'antd/es/checkbox';

/**
 * The one consent before paying (docs/adr/0102-accept-and-pay.md), shared by the test checkout's
 * card form and Stripe's: `confirm()` says whether the person may pay, and if not, shows why and
 * puts the focus on the box. Without words (an offer already accepted) nothing is asked.
 */
export function useConsent(words: ReactNode | undefined) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const ref = useRef<CheckboxRef>(null);

  function confirm(): boolean {
    if (!words || agreed) return true;
    setMissing(true);
    ref.current?.focus();
    return false;
  }

  const field = words ? (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        ref={ref}
        checked={agreed}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? 'enq-consent-error' : undefined}
        onChange={(ev) => {
          setAgreed(ev.target.checked);
          if (ev.target.checked) setMissing(false);
        }}
      >
        {words}
      </Checkbox>
      {missing && (
        <div id="enq-consent-error" className="enq-field-error" style={{ color: 'var(--ant-color-error, #ff4d4f)', marginTop: 4 }}>
          Tick the box to agree before paying.
        </div>
      )}
    </div>
  ) : null;

  return { confirm, field };
}
