import { FALLBACK_BACKGROUND, type CountrySetting } from '@venues/contracts';

/** The storefront's hero photo: its first photo, else the site-wide fallback (docs/spec.md §9). */
export function pickCountry(settings: readonly CountrySetting[], country: string): { photo: string; name?: string } {
  const match = settings.find((s) => s.cca2.toLowerCase() === country.toLowerCase());
  const path = match?.photo[0]?.path?.trim();
  return { photo: path || FALLBACK_BACKGROUND, name: match?.country_name };
}
