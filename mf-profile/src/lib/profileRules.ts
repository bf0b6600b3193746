import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { addressBody, dateOfBirth, deleteAccountBody, emailChangeBody, mobilePhoneBodyFor, primaryPhoneBodyFor, updatePasswordBody, userNameBody } from '@venues/contracts';

// The plain profile forms' rules: the contracts' schemas (the ones the server parses), downloaded
// together at a form's first submit (lazyResolver from @venues/mf-kit), so zod is not part of the pages.
export const updatePasswordResolver = zodResolver(updatePasswordBody);
export const deleteAccountResolver = zodResolver(deleteAccountBody);
export const userNameResolver = zodResolver(userNameBody);
// The contracts' rule for the one field the date-of-birth form sends (PATCH /v1/user/:id). Empty is
// never sent (docs/spec.md §5: only non-empty fields), so it gets its own message here.
export const birthDateResolver = zodResolver(z.object({ date_of_birth: z.string().min(1, 'Enter your date of birth').pipe(dateOfBirth) }));
export const emailChangeResolver = zodResolver(emailChangeBody);
export const addressResolver = zodResolver(addressBody);

/** The contracts' rules for both numbers, checked for one country (libphonenumber-js through @venues/geo). */
export function phonesSchema(country: string) {
  return z.object({ ...primaryPhoneBodyFor(country).shape, ...mobilePhoneBodyFor(country).shape });
}
export const phonesResolver = (country: string) => zodResolver(phonesSchema(country));
