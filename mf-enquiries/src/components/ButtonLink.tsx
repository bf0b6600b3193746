import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from 'antd/es/button';

/**
 * A link drawn as an antd button: a real <a href> (open in a new tab works), navigated
 * client-side on a plain click.
 */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
