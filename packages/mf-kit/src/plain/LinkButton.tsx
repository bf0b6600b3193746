import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link drawn as the theme's button, without antd (plain.css); antd pages use ButtonLink. */
export function LinkButton({ to, state, primary, large, children }: { to: string; state?: unknown; primary?: boolean; large?: boolean; children: ReactNode }) {
  const className = ['ui-button', primary && 'ui-button--primary', large && 'ui-button--large'].filter(Boolean).join(' ');
  return (
    <Link to={to} state={state} className={className}>
      {children}
    </Link>
  );
}
