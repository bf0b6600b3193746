import type { ReactNode } from 'react';
import type { FieldA11y } from '@venues/ui';

/**
 * One labelled form field (antd's Form.Item) drawn with plain.css: the label points at the input,
 * the error (the contracts schema's message or the server's) replaces the hint, and whichever shows
 * is tied to the input with aria-describedby.
 */
export function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: (a11y: FieldA11y) => ReactNode }) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="ui-field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
