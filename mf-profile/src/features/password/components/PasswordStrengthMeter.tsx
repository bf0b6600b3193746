import { theme } from 'antd';
import { PASSWORD_MIN } from '@venues/contracts';
import { usePasswordStrength } from '../hooks/usePasswordStrength';

const SEGMENTS = 4;

/**
 * A four-segment strength bar under a new-password field, with its label read out politely.
 * Scores 0–1 are refused by the policy, so they show in the error colour.
 */
export function PasswordStrengthMeter({ password, userInputs, id }: { password: string; userInputs?: readonly string[]; id?: string }) {
  const { token } = theme.useToken();
  const reading = usePasswordStrength(password, userInputs);

  let filled = 0;
  let color = token.colorBorder;
  let text = `Use at least ${PASSWORD_MIN} characters. A few unusual words together make a strong password.`;
  if (reading?.kind === 'short') {
    text = `Too short: ${PASSWORD_MIN - password.length} more character${PASSWORD_MIN - password.length === 1 ? '' : 's'} needed`;
  } else if (reading?.kind === 'scored') {
    const { score, label, acceptable } = reading.strength;
    filled = Math.max(1, score);
    color = !acceptable ? token.colorError : score === 2 ? token.colorWarning : token.colorSuccess;
    text = acceptable ? `Password strength: ${label}` : `Password strength: ${label} — too easy to guess`;
  }

  return (
    <div id={id} data-testid="password-strength" style={{ marginTop: 6 }}>
      <div aria-hidden="true" style={{ display: 'grid', gridTemplateColumns: `repeat(${SEGMENTS}, 1fr)`, gap: 4 }}>
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span key={i} style={{ height: 4, borderRadius: 2, background: i < filled ? color : token.colorFillSecondary }} />
        ))}
      </div>
      <div aria-live="polite" style={{ marginTop: 4, fontSize: 13, color: token.colorTextSecondary }}>
        {text}
      </div>
    </div>
  );
}
