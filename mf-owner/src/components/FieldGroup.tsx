import type { ReactNode } from 'react';

/**
 * A group of inputs under one name (antd's Checkbox.Group, Radio.Group, a row of numbers): a
 * fieldset whose legend names it, its hint above and its error below, both read with the group.
 */
export function FieldGroup({ id, legend, hint, error, className, children }: { id: string; legend: ReactNode; hint?: ReactNode; error?: string; className?: string; children: ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} className={`ui-field own-group${className ? ` ${className}` : ''}`} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="ui-field-hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
