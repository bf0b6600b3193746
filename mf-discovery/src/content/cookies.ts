import type { ContentContext, ContentDoc } from './types';

export function cookiesDoc({ product }: ContentContext): ContentDoc {
  return {
    title: 'Cookie policy',
    updated: '2026-11-01',
    lead: `${product} uses a small number of cookies to keep you signed in and remember your preferences. This page lists them and explains what they do.`,
    sections: [
      {
        id: 'what-are-cookies',
        heading: 'What cookies are',
        blocks: [
          {
            p: 'Cookies are small text files that a website stores in your browser. They let the site remember you between pages and visits. Some are essential for the site to work; others only remember choices you have made.',
          },
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'The cookies we use',
        blocks: [
          {
            table: {
              caption: 'Cookies set by our site',
              head: ['Cookie', 'Purpose', 'Lifetime'],
              rows: [
                ['accessToken', 'Keeps you signed in between pages.', '30 days'],
                ['refreshToken', 'Renews your sign-in securely; not readable by page scripts.', '30 days'],
                ['user', 'Remembers that you are signed in and your account type.', '30 days'],
                ['role-type', 'Remembers whether you use the site as a planner or a venue.', '30 days'],
                ['organization', 'Remembers the venue organisation you are working in.', '30 days'],
                ['country', 'Remembers your storefront country.', '30 days'],
                [`${product.toLowerCase()}Darkmode`, 'Remembers whether you chose the dark theme.', '30 days'],
                ['event_type', 'Remembers the event type of your last search.', '30 days'],
              ],
            },
          },
          {
            p: 'All of these cookies are set by us. They are used only to make the service work and to remember your choices; we do not use them to track you across other websites.',
          },
        ],
      },
      {
        id: 'third-parties',
        heading: 'Third-party cookies',
        blocks: [
          {
            p: 'When you pay, our payment provider may set its own cookies to prevent fraud. When you sign in with Google, Google sets cookies on its own pages. Those cookies are governed by the providers’ own policies.',
          },
        ],
      },
      {
        id: 'managing',
        heading: 'Managing cookies',
        blocks: [
          {
            p: 'You can delete or block cookies in your browser settings. If you block the essential cookies you will not be able to sign in, and the site will forget your country and theme between visits.',
          },
        ],
      },
    ],
  };
}
