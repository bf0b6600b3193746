import type { ReactNode } from 'react';

/**
 * A plain form's submit button (antd's primary Button with `loading`), drawn with plain.css:
 * disabled with a spinner while the form is sending. `wide` (the default) is the large, full-width
 * button of the sign-in card; without it, a normal-sized one.
 */
export function SubmitButton({ busy, wide = true, disabled, children }: { busy: boolean; wide?: boolean; disabled?: boolean; children: ReactNode }) {
  const className = wide ? 'ui-button ui-button--primary ui-button--large ui-button--block' : 'ui-button ui-button--primary';
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
