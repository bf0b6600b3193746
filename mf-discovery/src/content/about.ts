import type { ContentContext, ContentDoc } from './types';

export function aboutDoc({ store, product }: ContentContext): ContentDoc {
  return {
    title: `About ${product}`,
    lead: `${product} is the marketplace for booking event space. We connect people who plan meetings, parties, conferences and celebrations with venues that want to host them — in ${store.inName} and across our other storefronts.`,
    sections: [
      {
        id: 'why-we-exist',
        heading: 'Why we exist',
        blocks: [
          {
            p: 'Finding a venue used to mean a week of phone calls, PDF brochures and e-mail threads that never quite answered the question: is it free on our date, and what will it really cost? Venue managers, meanwhile, spent their days answering the same questions for enquiries that rarely turned into bookings.',
          },
          {
            p: `We built ${product} to make that exchange quick and clear for both sides. Planners see real photos, capacities and facilities up front, send one enquiry and receive a custom offer they can accept and pay online. Venues receive enquiries that already carry the date, headcount and event type, and run their whole sales process from one place.`,
          },
        ],
      },
      {
        id: 'what-we-do',
        heading: 'What we do',
        blocks: [
          {
            ul: [
              'Curate listings of meeting rooms, function rooms, restaurants, studios, halls and outdoor spaces, each reviewed before it is published.',
              'Give planners tools to search by event type, location, guest count and date, save favourites and revisit recently viewed venues.',
              'Host the conversation between planner and venue, including custom offers, requests to book, invoices and receipts.',
              'Process payments securely and apply each venue’s published cancellation policy automatically.',
              'Give venue owners and their teams a dashboard for availability, spaces, sales and team members.',
            ],
          },
        ],
      },
      {
        id: 'our-storefronts',
        heading: `${product} in ${store.inName}`,
        blocks: [
          {
            p: `Each country has its own storefront with local venues, local currency and terms that follow local law. You are browsing the ${store.name} storefront${store.places.length ? `, where planners book most often in ${store.places.slice(0, 3).map((p) => p.name).join(', ')} and ${store.places[3]?.name ?? 'beyond'}` : ''}.`,
          },
          {
            p: 'You can switch storefront at any time; your account works in every country we operate in.',
          },
        ],
      },
      {
        id: 'how-we-work',
        heading: 'How we work',
        blocks: [
          { h3: 'Honest listings' },
          {
            p: 'Our team reviews every new venue and every material change to a listing. We ask for real photographs, accurate capacities for each layout and a clear description of what is included.',
          },
          { h3: 'Fair for both sides' },
          {
            p: 'Prices and refunds are calculated by our platform from the venue’s own offer and policy, so neither side has to negotiate a refund after the fact. Reviews can only be left by people who actually booked.',
          },
          { h3: 'Privacy by default' },
          {
            p: 'We share your contact details with a venue only when you choose to, and we never sell personal data. Our privacy policy explains exactly what we collect and why.',
          },
        ],
      },
      {
        id: 'get-in-touch',
        heading: 'Get in touch',
        blocks: [
          {
            p: 'Questions about a booking, a partnership or listing your venue? Our contact page reaches the right team, and the help centre answers the most common questions straight away.',
          },
        ],
      },
    ],
  };
}
