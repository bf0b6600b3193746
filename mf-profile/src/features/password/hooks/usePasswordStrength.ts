import { useDeferredValue, useEffect, useState } from 'react';
import { passwordStrength, PASSWORD_MIN, type PasswordStrength } from '@venues/contracts';

export type StrengthReading = { kind: 'empty' } | { kind: 'short' } | { kind: 'scored'; strength: PasswordStrength };

/**
 * The strength of a password as it is typed, by the same estimator the policy uses (loaded
 * lazily on first use). Too-short passwords are not scored: the length rule speaks first.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): StrengthReading | null {
  const value = useDeferredValue(password);
  const inputsKey = userInputs.join('\u0000');
  const [reading, setReading] = useState<StrengthReading | null>(null);
  useEffect(() => {
    if (!value || value.length < PASSWORD_MIN) {
      setReading({ kind: value ? 'short' : 'empty' });
      return;
    }
    let live = true;
    passwordStrength(value, inputsKey ? inputsKey.split('\u0000') : [])
      .then((strength) => live && setReading({ kind: 'scored', strength }))
      // The estimator did not load (offline): no meter rather than a wrong one; the server still checks.
      .catch(() => live && setReading(null));
    return () => {
      live = false;
    };
  }, [value, inputsKey]);
  return reading;
}
