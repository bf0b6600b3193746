import { useParams } from 'react-router-dom';
import { session } from '@venues/session';

/**
 * The storefront country: the :country route param, lowercase (the shell has already validated
 * it). Root-level pages (forgot-password, verify-email, …) have none: they use the stored country.
 */
export function useCountry(): string {
  const { country } = useParams<{ country: string }>();
  return (country ?? session.country).toLowerCase();
}
