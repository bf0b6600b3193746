import type { ContentContext } from './types';

export interface LandingFeature {
  title: string;
  text: string;
}

export interface ProductLanding {
  slug: string;
  /** Document title and navigation label. */
  label: string;
  headline: string;
  intro: string;
  features: readonly LandingFeature[];
  closing: { title: string; text: string; cta: string; href: string };
}

/** Landing pages under /:country/:product/:whyvenue, keyed by `whyvenue`. */
export function productLandings({ store, product }: ContentContext, productSlug: string, country: string): ProductLanding[] {
  return [
    {
      slug: `why-${productSlug}`,
      label: `Why ${product}`,
      headline: `Why ${product}?`,
      intro: `${product} brings venues, conversations, offers and payments together, so planning an event in ${store.inName} takes hours rather than weeks — and venues spend their time hosting instead of chasing e-mails.`,
      features: [
        { title: 'Every venue, one search', text: 'Meeting rooms, restaurants, rooftops, halls and studios, filterable by event type, guest count, layout and date.' },
        { title: 'Real offers, not brochures', text: 'Venues reply with custom offers priced for your date and headcount, which you can accept and pay in a few clicks.' },
        { title: 'Payments you can trust', text: 'Secure card payments, invoices and receipts in your account, and refunds calculated automatically from the venue’s published policy.' },
        { title: 'Reviewed listings', text: 'Our team checks every listing before it goes live, and only guests who booked can leave a review.' },
        { title: 'Built for teams', text: 'Venue owners invite colleagues with the right level of access; planners keep every conversation in one inbox.' },
        { title: 'Local in every country', text: `Local venues, local currency and terms under ${store.governingLaw} for the ${store.name} storefront.` },
      ],
      closing: { title: 'Start planning', text: 'Search venues for your next event — it is free to enquire.', cta: 'Find a venue', href: `/${country}/venues` },
    },
    {
      slug: 'for-event-planners',
      label: 'For event planners',
      headline: 'Plan your event with less back-and-forth',
      intro: `Whether you organise a weekly team meeting or a 500-guest conference, ${product} helps you find the right space in ${store.inName}, compare offers and book with confidence.`,
      features: [
        { title: 'Search that understands events', text: 'Filter by event type, capacity in your layout, facilities such as AV and step-free access, and availability on your date.' },
        { title: 'One inbox for every venue', text: 'Message several venues at once and keep each conversation, offer and document together.' },
        { title: 'Compare custom offers', text: 'See exactly what each venue includes and what it costs before you commit — no surprises on the invoice.' },
        { title: 'Favourites and history', text: 'Save venues into folders for each event and find recently viewed venues again in a click.' },
        { title: 'Clear cancellation terms', text: 'The venue’s policy is shown before you pay, and any refund is calculated for you if plans change.' },
        { title: 'Help when you need it', text: 'Our support team can step in if something goes wrong with a booking.' },
      ],
      closing: { title: 'Ready when you are', text: 'Tell us what you are planning and we will show you venues that fit.', cta: 'Search venues', href: `/${country}/venues` },
    },
    {
      slug: 'for-venue-owners',
      label: 'For venue owners',
      headline: 'Fill your calendar with the right events',
      intro: `List your venue on ${product} for free and reach planners across ${store.inName} who are ready to book. You decide the spaces, prices, availability and cancellation policy.`,
      features: [
        { title: 'Qualified enquiries', text: 'Every enquiry arrives with the date, guest count and event type, so you can answer with a precise offer straight away.' },
        { title: 'Custom offers and requests to book', text: 'Send tailored offers that hold the slot until they expire, or accept requests to book at your listed price.' },
        { title: 'No double bookings', text: 'A time held by an offer or booked cannot be offered or booked again, for any of your spaces.' },
        { title: 'Get paid securely', text: 'Guests pay by card online; tax invoices, receipts and refunds under your policy are handled by the platform.' },
        { title: 'Your whole team', text: 'Invite admins and members so enquiries are answered quickly, whoever is on shift.' },
        { title: 'No upfront cost', text: 'Listing is free. You pay a commission only on bookings made through the platform.' },
      ],
      closing: { title: 'List your venue today', text: 'Create your listing in minutes; our team reviews it within two business days.', cta: 'List your venue', href: `/${country}/list-your-venue` },
    },
  ];
}
