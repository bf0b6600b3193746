/** The storefront's English name from Intl ("sg" → "Singapore"); the code itself if unknown. */
export function countryName(cc: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(cc.toUpperCase()) ?? cc.toUpperCase();
  } catch {
    return cc.toUpperCase();
  }
}
