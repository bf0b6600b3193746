import type { ContentContext } from './types';

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqSection {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** The help centre's questions and answers, grouped by topic. */
export function faqSections({ store, product }: ContentContext): FaqSection[] {
  return [
    {
      id: 'booking',
      title: 'Booking a venue',
      items: [
        {
          id: 'how-to-book',
          question: `How do I book a venue on ${product}?`,
          answer: [
            'Search for venues by event type, location, number of guests and date, then open a venue to see its spaces, capacities and photos.',
            'Send an enquiry with your event details. The venue replies in your Enquiries inbox, usually with a custom offer. When you accept and pay the offer, your booking is confirmed.',
          ],
        },
        {
          id: 'request-to-book',
          question: 'What is the difference between an enquiry and a request to book?',
          answer: [
            'An enquiry starts a conversation: you ask about availability and details, and the venue answers with a custom offer. A request to book asks the venue to accept your booking at its listed price straight away.',
            'The venue has 48 hours to accept a request to book. You only pay once it is accepted, and an unanswered request expires automatically.',
          ],
        },
        {
          id: 'custom-offer-expiry',
          question: 'How long is a custom offer valid?',
          answer: [
            'Each custom offer shows its expiry date and time. Until then the venue holds the space for you. After it expires the slot is released, but you can ask the venue for a new offer in the same conversation.',
          ],
        },
        {
          id: 'site-visit',
          question: 'Can I visit the venue before I book?',
          answer: [
            'Yes. Most venues welcome site visits. Ask for one in your enquiry and suggest a few times that suit you; the venue will confirm in the conversation.',
          ],
        },
        {
          id: 'booking-changes',
          question: 'Can I change my booking after it is confirmed?',
          answer: [
            'Message the venue in the enquiry conversation. If they can accommodate the change they will send an updated offer, and any difference in price is charged or refunded through the platform.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments and refunds',
      items: [
        {
          id: 'payment-methods',
          question: 'Which payment methods can I use?',
          answer: [
            `You can pay by major credit and debit cards. The currency is the local currency of the ${store.name} storefront and is shown on every offer before you pay.`,
          ],
        },
        {
          id: 'payment-security',
          question: 'Is it safe to pay through the platform?',
          answer: [
            'Yes. Payments are handled by a certified payment provider and your card number never reaches our servers. Paying through the platform also means your booking is covered by our terms and the venue’s cancellation policy — payments made outside it are not.',
          ],
        },
        {
          id: 'invoice',
          question: 'Where do I find my invoice and receipt?',
          answer: [
            'Open the booking in your Enquiries inbox. The invoice and the receipt for each payment are there to view and download, and they are also sent to your e-mail address.',
          ],
        },
        {
          id: 'refund-time',
          question: 'How long does a refund take?',
          answer: [
            'Refunds are started as soon as a cancellation is confirmed and go back to the card you paid with. Most banks show them within 5 to 10 business days.',
          ],
        },
      ],
    },
    {
      id: 'enquiries',
      title: 'Enquiries and messages',
      items: [
        {
          id: 'response-time',
          question: 'How quickly will a venue reply?',
          answer: [
            'Most venues reply within one business day, and many within a few hours. You will get a notification as soon as they do. If a venue has not answered in two business days, try a similar venue as well — enquiries are free and non-binding.',
          ],
        },
        {
          id: 'multiple-enquiries',
          question: 'Can I send enquiries to several venues?',
          answer: [
            'Yes, and we recommend it for popular dates. Each venue gets its own conversation, so you can compare offers side by side before you decide.',
          ],
        },
        {
          id: 'share-phone',
          question: 'Will the venue see my phone number?',
          answer: [
            'Only if you agree. A venue can ask for your phone number in the conversation; it is shared once you accept the request.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      items: [
        {
          id: 'need-account',
          question: 'Do I need an account to search?',
          answer: [
            'No. Anyone can search and view venues. You need a free account to send enquiries, save favourites across devices and book.',
          ],
        },
        {
          id: 'forgot-password',
          question: 'I forgot my password. What should I do?',
          answer: [
            'Choose “Forgot password” on the sign-in page and enter your e-mail address. We send a link that lets you choose a new password; it is valid for a limited time. If you signed up with Google, sign in with Google instead.',
          ],
        },
        {
          id: 'change-email',
          question: 'How do I change my e-mail address or phone number?',
          answer: ['Go to Profile, then General information. Changes to your e-mail address take effect once saved and are used for all future notifications.'],
        },
        {
          id: 'delete-account',
          question: 'How do I delete my account?',
          answer: [
            'Go to Profile, then Delete account. Deleting your account removes your personal data, except records such as invoices that we must keep by law. Confirmed bookings are not cancelled automatically, so cancel them first if you need to.',
          ],
        },
      ],
    },
    {
      id: 'venue-owners',
      title: 'For venue owners',
      items: [
        {
          id: 'list-cost',
          question: `How much does it cost to list my venue on ${product}?`,
          answer: [
            'Listing is free. We charge a commission only on bookings paid through the platform; the rate is set out in your venue agreement before you publish.',
          ],
        },
        {
          id: 'listing-review',
          question: 'How long does it take for my listing to go live?',
          answer: [
            'After you submit a venue for approval our team reviews it, usually within two business days. We check photos, capacities and descriptions, and will tell you if anything needs to change.',
          ],
        },
        {
          id: 'team-members',
          question: 'Can my team manage enquiries with me?',
          answer: [
            'Yes. Invite team members from the Team members page and choose their role: admins can manage venues and offers, members can reply to enquiries. You can change or remove access at any time.',
          ],
        },
        {
          id: 'payouts',
          question: 'When do I get paid?',
          answer: ['Guests pay by card when they accept your offer, and each booking shows its invoice, receipt and any refund. What is due to you is recorded per booking: the amount paid less our commission and less any refund under your cancellation policy. Payouts to your bank account follow your venue agreement.'],
        },
      ],
    },
  ];
}

/** Case- and accent-insensitive match of every word of the query against question and answer. */
export function filterFaq(sections: readonly FaqSection[], query: string): FaqSection[] {
  const norm = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((s) => ({
      ...s,
      items: s.items.filter((i) => {
        const text = norm(`${i.question} ${i.answer.join(' ')} ${s.title}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((s) => s.items.length > 0);
}
