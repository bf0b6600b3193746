import type { ReactNode } from 'react';

/** Page frame for content pages: centred column with consistent spacing. */
export function PageShell({ children }: { children: ReactNode }) {
  return <div className="disc-page disc-container">{children}</div>;
}
