import { useParams } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '@venues/contracts';

/** The storefront code of the current URL, lowercase (the shell has already validated it). */
export function useCountryParam(): string {
  const { country } = useParams<{ country: string }>();
  return (country ?? DEFAULT_COUNTRY).toLowerCase();
}
