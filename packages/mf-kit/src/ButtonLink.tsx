import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from 'antd/es/button';

/**
 * A link that looks like an antd button: a real <a href> (open in a new tab works), navigated
 * client-side on a plain click.
 */
export function ButtonLink({ to, state, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; state?: unknown }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to, { state });
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
