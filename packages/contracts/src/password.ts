
/**
 * The password policy (its zod schemas: password-schema.ts), one for every form and the server. 8–128 characters, and not a
 * common or easily guessed password, judged by zxcvbn-ts with its common-password list.
 *
 * The estimator and its dictionaries (~250 KB gzip) load lazily, on the first check: pages that
 * never check a password never download them. The check is therefore asynchronous — parse with
 * `parseAsync`/`safeParseAsync` (react-hook-form's zodResolver does so by default).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The demo accounts' password (the README publishes it): the seed gives it to them, the policy refuses it to everyone else. */
export const DEMO_PASSWORD = 'Demo-pass-2026';
/** Passwords known to the world, refused like the most common ones (and near-misses of them). */
export const PUBLISHED_PASSWORDS: readonly string[] = [DEMO_PASSWORD];

/** zxcvbn scores below this (0 "too guessable", 1 "very guessable": under a million guesses) are refused. */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  min: `Password must be at least ${PASSWORD_MIN} characters`,
  max: `Password must be at most ${PASSWORD_MAX} characters`,
  common: 'This password is too common or too easy to guess. Try a longer phrase or mix in unusual words.',
} as const;

/** Labels of the strength meter, by zxcvbn score 0–4. */
export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export interface PasswordStrength {
  /** 0–4 (zxcvbn). */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** True when the policy accepts it (length aside). */
  acceptable: boolean;
  /** log10 of the estimated guesses. */
  guessesLog10: number;
}

type Estimate = (password: string, userInputs?: string[]) => PasswordStrength;
let estimator: Promise<Estimate> | null = null;

/** Loads the estimator once (call it early on a page with a password field to warm it up). */
export function loadPasswordEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      // The published passwords as the first words of a list of their own: a few guesses away.
      dictionary: { ...common.dictionary, published: PUBLISHED_PASSWORDS.map((p) => p.toLowerCase()) },
      graphs: common.adjacencyGraphs,
      // Catches near-misses of listed passwords ("passw0rd!" and the like).
      useLevenshteinDistance: true,
    });
    return (password: string, userInputs: string[] = []) => {
      const r = zxcvbn.check(password, userInputs.filter(Boolean));
      const score = r.score as PasswordStrength['score'];
      return { score, label: PASSWORD_STRENGTH_LABELS[score], acceptable: score >= PASSWORD_MIN_SCORE, guessesLog10: r.guessesLog10 };
    };
  });
  // A failed load (e.g. a chunk that did not download) must not stick: the next check retries.
  estimator.catch(() => {
    estimator = null;
  });
  return estimator;
}

/** The strength meter's reading: the same estimator the policy uses. userInputs: the person's name, e-mail… */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  return (await loadPasswordEstimator())(password.slice(0, PASSWORD_MAX), userInputs);
}

/** Words from the person's own details that make a password easy to guess ("ada.lovelace@…" → "ada", "lovelace"). */
export function personalWords(...values: (string | undefined | null)[]): string[] {
  const words = values.flatMap((v) => (v ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/** The length message of a password, or null when its length is fine. */
export function passwordLengthProblem(p: string): string | null {
  if (p.length === 0) return PASSWORD_MESSAGES.required;
  if (p.length < PASSWORD_MIN) return PASSWORD_MESSAGES.min;
  if (p.length > PASSWORD_MAX) return PASSWORD_MESSAGES.max;
  return null;
}
