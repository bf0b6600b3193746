import { PASSWORD_MIN } from '@venues/contracts';
import { plural } from '@venues/geo';
import '@venues/ui/plain.css';
import { usePasswordStrength } from '../hooks/usePasswordStrength';
import './strength.css';

const SEGMENTS = 4;

/**
 * A four-segment strength bar under a new-password field, with its label read out politely.
 * Scores 0–1 are refused by the policy, so they show in the error colour. Drawn with plain.css (its
 * own root carries the theme's colours), so antd and plain forms alike can show it.
 */
export function PasswordStrengthMeter({ password, userInputs, id }: { password: string; userInputs?: readonly string[]; id?: string }) {
  const reading = usePasswordStrength(password, userInputs);

  let filled = 0;
  let level: 'weak' | 'fair' | 'strong' | undefined;
  let text = `Use at least ${PASSWORD_MIN} characters. A few unusual words together make a strong password.`;
  if (reading?.kind === 'short') {
    text = `Too short: ${plural(PASSWORD_MIN - password.length, 'more character', 'more characters')} needed`;
  } else if (reading?.kind === 'scored') {
    const { score, label, acceptable } = reading.strength;
    filled = Math.max(1, score);
    level = !acceptable ? 'weak' : score === 2 ? 'fair' : 'strong';
    text = acceptable ? `Password strength: ${label}` : `Password strength: ${label} — too easy to guess`;
  }

  return (
    <div id={id} data-testid="password-strength" className="ui-plain pw-strength" data-level={level}>
      <div aria-hidden="true" className="pw-strength__bar">
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span key={i} className={i < filled ? 'pw-strength__on' : undefined} />
        ))}
      </div>
      <div aria-live="polite" className="pw-strength__text">
        {text}
      </div>
    </div>
  );
}
