import { useParams } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '@venues/contracts';

/** The storefront country: the :country route param, lowercase (the shell has already validated it). */
export function useCountry(): string {
  const { country } = useParams<{ country: string }>();
  return (country ?? DEFAULT_COUNTRY).toLowerCase();
}
