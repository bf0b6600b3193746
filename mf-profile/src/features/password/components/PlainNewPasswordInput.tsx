import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldA11y } from '@venues/ui';
import { PasswordInput } from '../../../components/plain/PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/**
 * NewPasswordInput for the plain forms (plain.css): a registered password field with show/hide and
 * the strength meter, which is part of the input's description. `password` is the typed value (watch).
 */
export function PlainNewPasswordInput({
  a11y,
  password,
  userInputs,
  ...input
}: UseFormRegisterReturn & { a11y: FieldA11y; password: string; userInputs?: readonly string[] }) {
  const meterId = `${a11y.id}-strength`;
  return (
    <>
      <PasswordInput
        {...input}
        {...a11y}
        aria-describedby={[a11y['aria-describedby'], meterId].filter(Boolean).join(' ')}
        autoComplete="new-password"
        maxLength={200}
      />
      <PasswordStrengthMeter id={meterId} password={password} userInputs={userInputs} />
    </>
  );
}
