import { CANCELLATION_POLICIES } from '@venues/contracts';
import type { ContentContext, ContentDoc } from './types';
import { noticeLabel } from './noticeLabel';

// The policies live in @venues/contracts (the server stores the ids and computes refunds from them).
export { CANCELLATION_POLICIES } from '@venues/contracts';


function policyRow(p: (typeof CANCELLATION_POLICIES)[number]): string[] {
  return [
    p.label,
    `${noticeLabel(p.fullHours)} or more before the event`,
    `${p.partialPercent}% between ${noticeLabel(p.fullHours)} and ${noticeLabel(p.partialHours)} before`,
    `Less than ${noticeLabel(p.partialHours)} before`,
    p.suits,
  ];
}

export function cancellationDoc({ store, product }: ContentContext): ContentDoc {
  return {
    title: 'Cancellation and refund policy',
    updated: '2026-11-01',
    lead: `Plans change. Every venue on ${product} publishes one of three cancellation policies, so you know before you pay exactly what you would get back if you had to cancel. This page explains how they work for bookings in ${store.inName}.`,
    sections: [
      {
        id: 'tiers',
        heading: 'The three policies',
        blocks: [
          {
            p: 'The policy that applies to your booking is shown on the venue’s listing and again on the custom offer or request to book before you pay. The time is counted back from the start of your event, in the venue’s local time.',
          },
          {
            table: {
              caption: 'Refund you receive when you cancel a confirmed booking',
              head: ['Policy', 'Full refund', 'Partial refund', 'No refund', 'Typically used for'],
              rows: CANCELLATION_POLICIES.map(policyRow),
            },
          },
        ],
      },
      {
        id: 'how-to-cancel',
        heading: 'How to cancel a booking',
        blocks: [
          {
            ol: [
              'Open Enquiries and select the booking you want to cancel.',
              'Choose “Cancel booking”. You will see the refund you are entitled to under the venue’s policy before you confirm.',
              'Give a short reason — it helps the venue, and it is shared with them.',
              'Confirm. You and the venue both receive a confirmation, and the refund is started straight away.',
            ],
          },
        ],
      },
      {
        id: 'refunds',
        heading: 'How refunds are calculated and paid',
        blocks: [
          {
            ul: [
              'The refund is calculated automatically by our platform from the policy and the moment you confirm the cancellation — not by the venue and not by hand.',
              'Percentages apply to the total you paid for the booking, including paid extra charges. Our service fee is refunded in full when you receive a full refund, and in proportion otherwise.',
              'The money goes back to the card or account you paid with. Most banks show it within 5 to 10 business days.',
              'If a refund has not arrived after 10 business days, contact us with your booking reference and we will trace it.',
            ],
          },
        ],
      },
      {
        id: 'venue-cancels',
        heading: 'If the venue cancels',
        blocks: [
          {
            p: 'If a venue cancels a confirmed booking for any reason, you receive a 100% refund of everything you paid, whatever its policy says. Our support team will also help you find a comparable venue for the same date where one is available.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changing the date or details',
        blocks: [
          {
            p: 'Want to move your event rather than cancel it? Message the venue in the enquiry conversation. If they can accommodate the change they will send an updated offer; the difference in price, if any, is charged or refunded through the platform. A date change agreed with the venue is not treated as a cancellation.',
          },
        ],
      },
      {
        id: 'exceptional',
        heading: 'Exceptional circumstances',
        blocks: [
          {
            p: 'If your event cannot legally take place — for example because of a government order, a natural disaster or a severe weather warning that closes the venue’s area — you can cancel with a full refund, or agree a new date with the venue. We may ask for evidence such as an official notice.',
          },
        ],
      },
      {
        id: 'offers',
        heading: 'Offers and requests that were never paid',
        blocks: [
          {
            p: 'Nothing is charged until you pay. Declining a custom offer, letting it expire, or withdrawing a request to book before the venue accepts it costs nothing.',
          },
        ],
      },
    ],
  };
}
