/** Copy for the country home page. `{country}` is replaced with the storefront's name. */
export const HOME_COPY = {
  headline: 'Find the right venue for every event',
  subhead: 'Compare meeting rooms, party spaces and event halls across {country}, message venues directly and book with confidence.',
  eventTypesTitle: 'Popular event types',
  placesTitle: 'Popular places in {country}',
  howItWorksTitle: 'How it works',
  trustTitle: 'Why planners book with {product}',
} as const;

export interface Step {
  title: string;
  text: string;
}

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Search',
    text: 'Tell us what you are planning, where and for how many guests. Filter venues by capacity, layout and facilities, and compare photos side by side.',
  },
  {
    title: 'Enquire',
    text: 'Message venues from one inbox. Ask about availability, menus and AV, and get a custom offer tailored to your date and headcount.',
  },
  {
    title: 'Book',
    text: 'Review the offer that fits — its price, taxes and the refund if you cancel later — and accept it: the venue holds your date. Or request to book a space at its listed price.',
  },
];

export const TRUST_POINTS: readonly Step[] = [
  {
    title: 'Real venues, checked',
    text: 'Every listing is reviewed by our team before it goes live, so the photos and capacities you see are the ones you get.',
  },
  {
    title: 'Dates held, never sold twice',
    text: 'An offer holds its space and time until it expires, and no other offer can take the same slot meanwhile.',
  },
  {
    title: 'Clear cancellation terms',
    text: 'Each venue states its cancellation policy up front, and every offer shows what you would get back if you cancelled before each deadline.',
  },
  {
    title: 'People who answer',
    text: 'Our support team helps planners and venues by message and e-mail, from first enquiry to the day itself.',
  },
];

export const OWNER_BAND = {
  title: 'Own or manage a venue?',
  text: 'List your spaces for free, receive qualified enquiries in one inbox and answer with custom offers that hold the date.',
  cta: 'List your venue',
} as const;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
