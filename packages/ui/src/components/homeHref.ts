/** The current country's home ("/sg") from the URL; "/" (which redirects to the stored country) otherwise. */
export function countryHomeHref(pathname: string | undefined = typeof location === 'undefined' ? undefined : location.pathname): string {
  const first = pathname?.split('/')[1];
  return first && /^[a-z]{2}$/i.test(first) ? `/${first.toLowerCase()}` : '/';
}
