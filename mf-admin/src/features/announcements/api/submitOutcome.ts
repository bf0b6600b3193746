import { fieldErrors, toApiError } from '@venues/api-client';
import type { AnnouncementFormOutcome } from '../components/AnnouncementForm';

/** A refused save as the form shows it: field errors on their fields, else one message that says what to do. */
export function submitOutcome(thrown: unknown): AnnouncementFormOutcome {
  const error = toApiError(thrown);
  if (error.code === 'FORBIDDEN') {
    return { message: 'You do not have permission to change announcements. Ask a full administrator.' };
  }
  if (error.code === 'RATE_LIMITED') return { message: 'Too many changes at once. Wait a minute and try again.' };
  return { fields: fieldErrors(thrown), message: error.message || 'The announcement could not be saved. Try again.' };
}
