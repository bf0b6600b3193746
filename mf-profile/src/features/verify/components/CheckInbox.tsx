import type { ReactNode } from 'react';
import { ResendVerification } from './ResendVerification';

/** "Check your inbox" after a sign-up (or a sign-in refused until the address is confirmed). Plain (plain.css). */
export function CheckInbox({ email, hours, footer }: { email: string; hours: number; footer?: ReactNode }) {
  return (
    <div role="status">
      <p style={{ fontSize: 16 }}>
        We sent a link to <strong>{email}</strong>. Open it to confirm your address and finish setting up your account. The link works
        for {hours} hours.
      </p>
      <p className="ui-muted">
        Nothing arrived after a few minutes? Check your spam or promotions folder, or ask for a new link.
      </p>
      <ResendVerification email={email} />
      {footer && <div style={{ marginTop: 24 }}>{footer}</div>}
    </div>
  );
}
