import { zodResolver } from '@hookform/resolvers/zod';
import { accountRecoveryBody, completeProfileBody, loginBody, passwordResetBody, registrationBody, resendVerificationBody } from '@venues/contracts';

// The plain forms' rules: the contracts' schemas (the ones the server parses), downloaded together
// at a form's first submit (lazyResolver from @venues/mf-kit), so zod is not part of the pages.
export const loginResolver = zodResolver(loginBody);
export const accountRecoveryResolver = zodResolver(accountRecoveryBody);
export const resendVerificationResolver = zodResolver(resendVerificationBody);
export const passwordResetResolver = zodResolver(passwordResetBody);
export const registrationResolver = zodResolver(registrationBody);
export const completeProfileResolver = zodResolver(completeProfileBody);
