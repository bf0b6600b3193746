import { Input } from 'antd';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import type { FieldA11y } from '@venues/ui';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** A new-password input with its strength meter; the meter is part of the input's description. */
export function NewPasswordInput<T extends FieldValues, N extends Path<T>>({
  field,
  a11y,
  userInputs,
}: {
  field: ControllerRenderProps<T, N>;
  a11y: FieldA11y;
  /** The person's name, e-mail…: a password made of them scores low. */
  userInputs?: readonly string[];
}) {
  const meterId = `${a11y.id}-strength`;
  return (
    <>
      <Input.Password
        {...field}
        {...a11y}
        value={(field.value as string | undefined) ?? ''}
        aria-describedby={[a11y['aria-describedby'], meterId].filter(Boolean).join(' ')}
        autoComplete="new-password"
        maxLength={200}
      />
      <PasswordStrengthMeter id={meterId} password={(field.value as string | undefined) ?? ''} userInputs={userInputs} />
    </>
  );
}
