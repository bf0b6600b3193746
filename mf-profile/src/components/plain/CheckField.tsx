import type { ReactNode } from 'react';
import type { FieldA11y } from '@venues/ui';

/**
 * A checkbox with its label beside it and its error under it (antd's Checkbox in a Form.Item),
 * drawn with plain.css. `input` renders the checkbox with the a11y props. Like Field, it calls
 * `input` while it renders, so react-hook-form registers the fields in the order they appear (and
 * focuses the first with an error).
 */
export function CheckField({ id, error, input, children }: { id: string; error?: string; input: (a11y: FieldA11y) => ReactNode; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label className="ui-check">
        {input({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
