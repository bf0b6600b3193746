import type { ReactNode } from 'react';

/** The centred card every sign-in screen sits in. Without antd (plain.css): the choice pages load none. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-plain" style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <div className="ui-card" style={{ width: '100%', maxWidth: 440 }}>
        <h1 style={{ fontSize: 28, lineHeight: 1.25, fontWeight: 600, margin: '0 0 12px' }}>{title}</h1>
        {subtitle && <p className="ui-muted" style={{ margin: '0 0 16px' }}>{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
