import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import Button from 'antd/es/button';

/** An antd Button that is a link (an `<a href>` the router follows): opens in a new tab too. */
export function ButtonLink({ to, primary, children }: { to: string; primary?: boolean; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button type={primary ? 'primary' : 'default'} href={href} onClick={(e) => onClick(e as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
