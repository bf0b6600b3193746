import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link drawn as the theme's button, without antd (plain.css); antd pages use ButtonLink. */
export function LinkButton({ to, state, primary, large, small, children }: { to: string; state?: unknown; primary?: boolean; large?: boolean; small?: boolean; children: ReactNode }) {
  const className = ['ui-button', primary && 'ui-button--primary', large && 'ui-button--large', small && 'ui-button--small'].filter(Boolean).join(' ');
  return (
    <Link to={to} state={state} className={className}>
      {children}
    </Link>
  );
}
