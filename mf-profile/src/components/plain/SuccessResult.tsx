import type { ReactNode } from 'react';

/** antd's success Result, drawn with plain.css. */
export function SuccessResult({ title, subTitle, children }: { title: string; subTitle: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-plain ui-result">
      <span className="ui-result__icon" aria-hidden="true">
        ✓
      </span>
      <h1>{title}</h1>
      <p className="ui-result__sub">{subTitle}</p>
      <div className="ui-result__extra">{children}</div>
    </div>
  );
}
