import type { ContentContext, ContentDoc } from './types';

/** Full terms of use of the marketplace; governing law follows the storefront. */
export function termsDoc({ store, product }: ContentContext): ContentDoc {
  return {
    title: 'Terms of use',
    updated: '2026-11-01',
    lead: `These terms govern your use of ${product} in ${store.inName}: the website, the apps and the services we provide to people who plan events (“planners”) and to the people and businesses who offer venues (“venues”). By creating an account or making an enquiry you agree to them. Please read them carefully.`,
    sections: [
      {
        id: 'about-these-terms',
        heading: '1. About these terms',
        blocks: [
          {
            p: `${product} operates an online marketplace. We are not the owner or operator of any venue listed, and we are not a party to the contract for the hire of a venue. That contract is made directly between the planner and the venue when a booking is confirmed. Our role is to provide the platform, process payments on the venue’s behalf and apply the rules set out here.`,
          },
          {
            p: 'We may update these terms from time to time. If a change materially affects you we will tell you by e-mail or in the app at least 14 days before it takes effect. Bookings confirmed before a change stay governed by the terms in force when they were confirmed.',
          },
        ],
      },
      {
        id: 'accounts',
        heading: '2. Accounts',
        blocks: [
          {
            ul: [
              'You must be at least 18 years old and able to enter into a binding contract to create an account.',
              'The information you give us must be accurate and kept up to date, including your name, e-mail address and phone number.',
              'You are responsible for keeping your password secret and for everything done through your account. Tell us immediately if you suspect unauthorised use.',
              'A venue account may invite team members. The account owner is responsible for the actions of its team members and for the roles it assigns to them.',
              'You may close your account at any time from your profile settings. Closing an account does not cancel confirmed bookings or remove obligations that have already arisen.',
            ],
          },
          {
            p: 'We may suspend or close an account that breaches these terms, provides false information, is used for fraud or puts other users at risk. Where we can, we will tell you why and give you an opportunity to respond.',
          },
        ],
      },
      {
        id: 'listings',
        heading: '3. Venue listings',
        blocks: [
          {
            p: 'Venues are responsible for their listings. A listing must describe a real space that the venue has the right to hire out, with accurate photographs, capacities, facilities, prices and house rules, and must state the cancellation policy that applies to bookings.',
          },
          {
            p: 'We review listings before publication and may decline, edit for formatting, suspend or remove a listing that is inaccurate, misleading or in breach of these terms or the law. Publication does not mean we guarantee the venue, its safety or its suitability for your event.',
          },
        ],
      },
      {
        id: 'enquiries',
        heading: '4. Enquiries and messages',
        blocks: [
          {
            p: 'Planners contact venues by sending an enquiry through the platform. An enquiry is a request for information and availability; it does not reserve the space and does not oblige either side to proceed.',
          },
          {
            ul: [
              'Keep conversations on the platform. Messages on the platform are our record if a dispute arises, and payments made outside it are not protected by these terms.',
              'Do not use messages to send spam, advertising, abusive content or to ask for payment by other means.',
              'Venues should reply to enquiries promptly. Response times may be shown on a venue’s listing.',
            ],
          },
        ],
      },
      {
        id: 'custom-offers',
        heading: '5. Custom offers and requests to book',
        blocks: [
          {
            p: 'A venue may answer an enquiry with a custom offer: a priced proposal for a specific space, date and time, number of guests and set of inclusions. A custom offer holds the slot for the planner until it expires, is declined, is cancelled by the venue or is replaced by an updated offer.',
          },
          {
            p: 'Where a listing allows it, a planner may instead send a request to book at the listed price. The venue has 48 hours to accept or decline; a request that is not answered in time expires and no payment is taken.',
          },
          {
            p: 'A booking is confirmed, and the contract between planner and venue is formed, when the planner pays an accepted custom offer or an accepted request to book and we send a booking confirmation.',
          },
        ],
      },
      {
        id: 'payments',
        heading: '6. Prices and payments',
        blocks: [
          {
            ul: [
              'Prices are shown in the storefront’s currency and include any service fee shown at checkout. Taxes are included or shown separately as the law of the storefront requires.',
              'We collect payment on the venue’s behalf as its limited payment collection agent. Paying us discharges your obligation to pay the venue for the amount paid.',
              'Card payments are processed by our payment provider. We do not store full card numbers.',
              'The amount due is always calculated by our platform from the accepted offer. Extra charges agreed with the venue after confirmation are requested and paid through the platform.',
              'Invoices and receipts are issued in your account for every payment.',
            ],
          },
          {
            p: 'Venues receive payouts, less our commission, according to the payout schedule in their venue agreement.',
          },
        ],
      },
      {
        id: 'cancellations',
        heading: '7. Cancellations and refunds',
        blocks: [
          {
            p: 'Every venue chooses a cancellation policy — flexible, moderate or strict — and shows it on its listing and on each custom offer before you pay. If a planner cancels a confirmed booking, the refund is calculated automatically from that policy and the time remaining before the event, and is returned to the original payment method.',
          },
          {
            p: 'If a venue cancels a confirmed booking, the planner receives a full refund of everything paid, and we will help find an alternative where we can. Venues that cancel without a valid reason may be charged a fee or removed from the platform.',
          },
          {
            p: 'Where an event cannot take place because of circumstances beyond either party’s reasonable control — for example a government order that prohibits the gathering — we will offer a full refund or, if both parties agree, a change of date.',
          },
          {
            p: 'Refunds normally reach your account within 5 to 10 business days, depending on your bank. The full policy, with examples, is on our cancellation policy page.',
          },
        ],
      },
      {
        id: 'conduct',
        heading: '8. Using the venue',
        blocks: [
          {
            p: 'Planners must use the venue only for the event described in the booking, keep to the agreed times and guest numbers, follow the venue’s house rules and leave the space in the condition they found it. Planners are responsible for damage caused by them or their guests beyond normal wear and tear.',
          },
          {
            p: 'Venues must provide the space and inclusions described in the booking, keep the space safe and hold the licences and insurance the law requires for the events they host.',
          },
        ],
      },
      {
        id: 'reviews',
        heading: '9. Reviews',
        blocks: [
          {
            p: 'After a booking is completed the planner may review the venue. Reviews must be honest, based on your own experience and free of personal data, offensive language and promotional content. Venues may reply publicly once.',
          },
          {
            p: 'We do not edit reviews to change their meaning, and we do not remove reviews because they are negative. We may remove a review that breaches these rules or that we reasonably believe is not genuine.',
          },
        ],
      },
      {
        id: 'content',
        heading: '10. Your content and our platform',
        blocks: [
          {
            p: `You keep ownership of the photographs, descriptions, messages and reviews you upload. You give ${product} a worldwide, non-exclusive, royalty-free licence to host, display, adapt for formatting and promote that content on the platform and in our marketing for as long as it remains on the platform. You confirm you have the rights needed to grant that licence.`,
          },
          {
            p: `The ${product} name, logo, software and design belong to us. You may not copy, scrape, reverse engineer or resell the platform or its data.`,
          },
        ],
      },
      {
        id: 'liability',
        heading: '11. Liability',
        blocks: [
          {
            p: 'Nothing in these terms limits liability that cannot be limited by law, including liability for death or personal injury caused by negligence, for fraud, or your rights as a consumer.',
          },
          {
            p: 'Because the contract for the venue is between planner and venue, we are not liable for the venue’s performance of the booking, for the conduct of guests, or for events at the venue. Subject to the paragraph above, our total liability to you in connection with a booking is limited to the fees we received for that booking, and we are not liable for indirect or consequential loss, loss of profit or loss of opportunity.',
          },
        ],
      },
      {
        id: 'disputes',
        heading: '12. Complaints and disputes',
        blocks: [
          {
            p: 'If something goes wrong, raise it with the other party in the enquiry conversation first. If you cannot resolve it, contact our support team within 14 days of the event date. We will review the conversation, the booking and any evidence both sides provide, and may decide on a refund in line with these terms and the venue’s policy.',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: '13. Governing law',
        blocks: [
          {
            p: `These terms, and any dispute arising from them or from your use of ${product} in ${store.inName}, are governed by ${store.governingLaw}. The courts with jurisdiction are ${store.courts}, except that a consumer may also bring proceedings in the courts of the place where they live if the law allows it.`,
          },
        ],
      },
      {
        id: 'contact',
        heading: '14. Contact',
        blocks: [
          {
            p: 'Questions about these terms can be sent through our contact page; choose the topic “General”. Notices to you will be sent to the e-mail address on your account.',
          },
        ],
      },
    ],
  };
}
