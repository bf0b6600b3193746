import type { ContentContext, ContentDoc } from './types';

export function privacyDoc({ store, product }: ContentContext): ContentDoc {
  return {
    title: 'Privacy policy',
    updated: '2026-11-01',
    lead: `This policy explains what personal data ${product} collects when you use our ${store.name} storefront, why we collect it, who we share it with and the choices you have.`,
    sections: [
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        blocks: [
          { h3: 'Information you give us' },
          {
            ul: [
              'Account details: your name, e-mail address, password (stored only as a secure hash), phone numbers, country and, if you choose, a profile picture and date of birth.',
              'Event details you include in enquiries: date, time, guest numbers, event type and your messages with venues.',
              'Billing details: billing name and address. Card details are entered directly with our payment provider and never reach our servers.',
              'For venues: business details, listing content, bank details for payouts and the team members you invite.',
              'Messages you send to our support team through the contact form.',
            ],
          },
          { h3: 'Information collected automatically' },
          {
            ul: [
              'Technical data such as your IP address, browser type, device and the pages you view, used to keep the service secure and working.',
              'Preferences stored in cookies, such as your storefront country and dark-mode setting.',
              'Venues you favourite or recently viewed, so you can find them again.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use',
        heading: 'How we use it',
        blocks: [
          {
            ul: [
              'To provide the service: create your account, pass your enquiries to venues, process payments and refunds, and issue invoices and receipts.',
              'To keep the platform safe: detect fraud, abuse and security incidents.',
              'To communicate with you: booking updates, replies from venues, security notices and, with your consent, news and offers.',
              'To improve the service: understand which features are used, in aggregated and de-identified form.',
              'To meet legal obligations such as tax and accounting records.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        blocks: [
          {
            p: 'We share your name, event details and messages with the venues you contact, because they need them to answer your enquiry. Your phone number is shared with a venue only when you agree to it.',
          },
          {
            p: 'We use service providers for hosting, payment processing, e-mail delivery and customer support, under contracts that allow them to use the data only on our instructions. We disclose data to authorities only when the law requires it. We do not sell personal data.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            p: 'We keep account data while your account is open. When you delete your account we erase or anonymise your personal data within 30 days, except records we must keep by law — such as invoices, which are kept for the period required by tax rules in ' + store.inName + '.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          {
            p: `Depending on the data-protection law that applies in ${store.inName}, you may ask to access, correct or delete your personal data, object to or restrict certain uses, withdraw consent, and receive a copy of your data in a portable format. You can update most details yourself in your profile settings and delete your account there. For anything else, contact us and we will answer within 30 days.`,
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          {
            p: 'Data travels over encrypted connections, passwords are hashed, access to personal data inside our team is limited to the people who need it, and sessions can be ended from your account. No system is perfectly secure, so please use a strong, unique password and tell us if you notice anything unusual.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          { p: 'Send privacy questions or requests through our contact page and choose the topic “General”. We may ask you to confirm your identity before acting on a request.' },
        ],
      },
    ],
  };
}
