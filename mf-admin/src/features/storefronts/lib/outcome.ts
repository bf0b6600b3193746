import { fieldErrors, toApiError } from '@venues/api-client';
import { actionMessage } from '../../../lib/errors';
import { formFieldOf, type StorefrontField } from './formValues';

/** A refused save as the form shows it: field errors on their fields, else one message. */
export interface FormOutcome {
  fields?: Partial<Record<StorefrontField, string>>;
  message?: string;
}

export function saveOutcome(thrown: unknown): FormOutcome {
  const error = toApiError(thrown);
  const fields: Partial<Record<StorefrontField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(thrown))) {
    const field = formFieldOf(path);
    if (field && !fields[field]) fields[field] = message;
  }
  // A duplicate storefront: 409 naming cca2 (in its fields, or only in its message).
  if (error.code === 'CONFLICT' && Object.keys(fields).length === 0 && /cca2|already/i.test(error.message)) {
    fields.cca2 = error.message.replace(/^cca2:\s*/, '');
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { message: actionMessage(thrown, 'The storefront was not saved') };
}
