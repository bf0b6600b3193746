import type { ReactNode } from 'react';
import Typography from 'antd/es/typography';

/**
 * A group of inputs under one name (antd's Checkbox.Group, Radio.Group, a row of times): a
 * fieldset whose legend names it, its hint above and its error below, both read with the group.
 */
export function FieldGroup({ id, legend, hint, error, className, children }: { id: string; legend: ReactNode; hint?: ReactNode; error?: string; className?: string; children: ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} className={`own-group${className ? ` ${className}` : ''}`} aria-describedby={describedBy} style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{legend}</legend>
      {hint && (
        <Typography.Paragraph id={`${id}-hint`} type="secondary" style={{ marginBottom: 8 }}>
          {hint}
        </Typography.Paragraph>
      )}
      {children}
      {error && (
        <Typography.Paragraph id={`${id}-error`} type="danger" style={{ marginTop: 4 }}>
          {error}
        </Typography.Paragraph>
      )}
    </fieldset>
  );
}
