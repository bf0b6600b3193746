// The offer to venue owners on /:country/list-your-venue. The facts (free listing, commission on
// bookings paid through the platform, review within two business days, team roles, payouts after
// the event) are the ones the public FAQ and terms state (mf-discovery content); keep them in step.

export interface OfferContext {
  product: string;
  /** "Singapore", "Malaysia", … */
  countryName: string;
}

export interface Benefit {
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function venueOffer({ product, countryName }: OfferContext) {
  return {
    eyebrow: `${product} for venues`,
    headline: 'Fill your calendar with the events that suit your space',
    intro: `List your meeting rooms, function halls, rooftops and studios on ${product} and reach planners across ${countryName} who are ready to book. You set the spaces, prices and cancellation policy — we bring the enquiries.`,
    primaryCta: 'Create a venue account',
    secondaryCta: 'Already listed? Sign in',
    /** For a venue team already signed in: no second account. */
    teamCta: 'Open your enquiries',
    listerCta: 'List a new venue',
    teamNote: 'You are signed in with a venue account.',
    highlights: ['Free to list', 'No subscription', 'Commission only on paid bookings'],

    benefitsTitle: `Why venues list on ${product}`,
    benefits: [
      {
        title: 'Enquiries you can answer at once',
        text: 'Every enquiry arrives with the date, the number of guests and the type of event, so you can reply with a precise offer instead of a round of questions.',
      },
      {
        title: 'Planners who are ready to book',
        text: `Companies, agencies and private hosts across ${countryName} search by event type, capacity and date — your venue appears when it fits what they are planning.`,
      },
      {
        title: 'Custom offers that hold the date',
        text: 'Send a tailored offer with your own price and inclusions. It holds the slot until it expires, so you never promise the same evening twice.',
      },
      {
        title: 'Requests to book at your listed price',
        text: 'Guests can ask for a space at the price you list. Accept within 48 hours and an offer at that price holds the date for them.',
      },
      {
        title: 'Your whole team in one place',
        text: 'Invite colleagues as admins or members so every enquiry gets a quick answer, whoever is on shift. You decide who can change prices and who can only reply.',
      },
    ] satisfies Benefit[],

    stepsTitle: 'How it works',
    steps: [
      { title: 'Create your venue account', text: 'Sign up with your name, your business name and your e-mail address, then confirm the address from the link we send you.' },
      { title: 'Describe your spaces', text: 'Add photos, capacities for each layout, facilities, prices and the cancellation policy you want guests to agree to.' },
      { title: 'We review your listing', text: 'Our team checks every new venue, usually within two business days, and tells you if anything needs to change before it goes live.' },
      { title: 'Receive enquiries', text: 'Reply in a live chat, send custom offers that hold the date, and accept or decline requests to book.' },
    ] satisfies Step[],

    feesTitle: 'Free to list. You pay only when you earn.',
    fees: [
      'Creating an account and publishing your venues costs nothing: no set-up fee, no monthly subscription and no charge per enquiry.',
      `${product} earns a commission on bookings that guests pay through the platform, and only on those. The rate is set out in your venue agreement, which you see and accept before your venue goes live.`,
      'Guests pay by card through the platform; each booking records what is due to you, less the commission and any refund, and payouts follow your agreement.',
    ],

    checklistTitle: 'What you will need',
    checklist: [
      'Good photographs of each space — daylight, the room set up for an event, and the entrance',
      'Capacities for the layouts you offer (theatre, classroom, banquet, standing reception)',
      'Your prices: per hour, per day or a minimum spend',
      'The cancellation policy guests agree to when they book',
      'Bank details for payouts',
    ],

    faqTitle: 'Questions venue owners ask',
    faq: [
      {
        question: `How much does it cost to list my venue on ${product}?`,
        answer: 'Listing is free. We charge a commission only on bookings paid through the platform; the rate is set out in your venue agreement before you publish.',
      },
      {
        question: 'How long does it take for my listing to go live?',
        answer: 'Once you submit a venue for approval our team reviews it, usually within two business days. We check photos, capacities and descriptions, and tell you if anything needs to change.',
      },
      {
        question: 'Do I have to accept every enquiry?',
        answer: 'No. You choose which enquiries to answer, what to offer and at what price. You can also decline requests to book that do not suit your venue.',
      },
      {
        question: 'Who decides the cancellation policy?',
        answer: 'You do. Guests see your policy before they pay, and if they cancel, the refund is calculated from it automatically.',
      },
      {
        question: 'Can my team manage enquiries with me?',
        answer: 'Yes. Invite team members and choose their role: admins can manage venues and offers, members can reply to enquiries. You can change or remove access at any time.',
      },
      {
        question: 'When do I get paid?',
        answer: 'Guests pay by card when they accept your offer, and each booking shows its invoice, receipt and any refund. What is due to you is recorded per booking: the amount paid less our commission and less any refund under your cancellation policy. Payouts to your bank account follow your venue agreement.',
      },
      {
        question: 'I already have a customer account. Can I use it?',
        answer: 'A venue account is separate from a customer account, because it belongs to your business and can have a team. Create the venue account with another e-mail address, such as your work address.',
      },
    ] satisfies FaqItem[],

    closingTitle: 'Ready to welcome your next event?',
    closingText: 'It takes a few minutes to create your account. You can add your spaces at your own pace and submit them when they are ready.',
  };
}

export type VenueOffer = ReturnType<typeof venueOffer>;
