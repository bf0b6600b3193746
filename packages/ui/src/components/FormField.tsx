import { useId, type ReactElement, type ReactNode } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import Form from 'antd/es/form';

/** What the input inside a field needs so its label, error and hint are announced with it. */
export interface FieldA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TOut> {
  /** The form's control; its output type may differ from its input (zod transforms). */
  control: Control<T, C, TOut>;
  name: N;
  label: ReactNode;
  /** A line under the input (format, example), read out with it. */
  hint?: ReactNode;
  /** Renders the input: spread the field and the a11y props onto it. */
  children: (field: ControllerRenderProps<T, N>, a11y: FieldA11y) => ReactElement;
}

/**
 * One labelled form field on react-hook-form: the label points at the input, the error (the zod
 * schema's message or the server's) replaces the hint and is linked by aria-describedby.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, C, TOut>({ control, name, label, hint, children }: FormFieldProps<T, N, C, TOut>) {
  const id = `${useId()}-${name.replace(/\W/g, '-')}`;
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={!error && hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      {children(field, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </Form.Item>
  );
}
