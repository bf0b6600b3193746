import type { z } from 'zod';
import { safeString } from './common';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordLengthProblem, passwordStrength, personalWords } from './password';

// The password rules as zod schemas, apart from password.ts so the strength meter and the
// constants load no zod (docs/performance.md).

/** Length only (synchronous), one message at a time: for an instant message before the async check. */
export const passwordLength = safeString({ message: PASSWORD_MESSAGES.required }).superRefine((p, ctx) => {
  const problem = passwordLengthProblem(p);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The whole policy on one field (asynchronous). */
export const passwordPolicy = passwordLength.refine(async (p) => passwordLengthProblem(p) !== null || (await passwordStrength(p)).acceptable, {
  message: PASSWORD_MESSAGES.common,
});

/**
 * The policy applied to a field of an object whose other fields name the person: a password built
 * from their own name or e-mail is refused too. Used by registration and complete-profile.
 */
export async function checkPasswordOf(
  ctx: z.RefinementCtx,
  field: string,
  password: unknown,
  personal: (string | undefined | null)[],
): Promise<void> {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  const s = await passwordStrength(password, personalWords(...personal));
  if (!s.acceptable) ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_MESSAGES.common });
}
