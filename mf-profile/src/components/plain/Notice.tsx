import type { ReactNode, Ref } from 'react';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

/**
 * antd's Alert drawn with plain.css, for the pages that load no antd. An error is announced at
 * once (role alert), the others politely (role status).
 */
export function Notice({ kind, title, children, ref }: { kind: NoticeKind; title: ReactNode; children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined} role={kind === 'error' ? 'alert' : 'status'} className={`ui-alert ui-alert--${kind}`} style={ref ? { outline: 'none' } : undefined}>
      <strong>{title}</strong>
      {children && <div style={{ marginTop: 4 }}>{children}</div>}
    </div>
  );
}
