/** The venue's canonical URL: the one the page declares (venueHead), with no query or tracking parameters. */
export function venueShareUrl(origin: string, country: string, slug: string): string {
  return `${origin}/${country}/venues/${encodeURIComponent(slug)}`;
}

/** "Send by e-mail" and "Send on WhatsApp" links carrying the title and the URL. */
export function shareLinks(title: string, url: string): { email: string; whatsapp: string } {
  const enc = encodeURIComponent;
  return {
    email: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${enc(`${title} ${url}`)}`,
  };
}
