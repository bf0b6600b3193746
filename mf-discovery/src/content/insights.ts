import type { Block } from './types';

export interface Article {
  slug: string;
  title: string;
  summary: string;
  category: 'Planning' | 'Budget' | 'Corporate' | 'Celebrations' | 'Venue owners';
  readingMinutes: number;
  body: readonly Block[];
}

/** Articles for event planners shown on /:country/insights (?article=<slug> opens one). */
export const ARTICLES: readonly Article[] = [
  {
    slug: 'venue-brief-checklist',
    title: 'The venue brief: 10 things to know before you send an enquiry',
    summary: 'A clear brief gets you faster replies and more accurate offers. Here is what to settle first.',
    category: 'Planning',
    readingMinutes: 5,
    body: [
      { p: 'Venues answer dozens of enquiries a week. The ones that get a fast, precise offer back are the ones that already answer the questions a venue manager would otherwise have to ask. Ten minutes spent on a brief saves days of back-and-forth.' },
      { h3: 'The essentials' },
      {
        ol: [
          'Purpose: what the event is for, in one sentence — a product launch, a quarterly planning day, a 40th birthday.',
          'Date and time, including set-up and pack-down, plus one or two alternative dates if you are flexible.',
          'Guest numbers: a realistic range, not the invitation list. Venues price and staff on the number that turns up.',
          'Layout: theatre, classroom, boardroom, banquet or standing reception. Capacity changes a lot between them.',
          'Catering: none, coffee breaks, a working lunch, canapés or a seated dinner, and any dietary requirements you already know about.',
          'Audio-visual needs: projector or screens, microphones, a stage, live streaming, hybrid-meeting kit.',
          'Accessibility: step-free access, lifts, accessible toilets, hearing loops.',
          'Budget: a total or a per-head figure. Venues can suggest packages that fit when they know the number.',
          'Location constraints: close to public transport, parking, within walking distance of a hotel.',
          'Decision date: when you will choose, so venues know how long to hold the space.',
        ],
      },
      { h3: 'Why a budget helps you' },
      { p: 'Many planners hold back the budget, hoping for a lower price. In practice the opposite happens: without a number the venue quotes its standard package, and you spend a round of messages discovering it does not fit. A realistic budget lets the venue remove what you do not need and propose what you do.' },
      { p: 'Once your brief is ready, send it to three to five venues at once. Comparing offers side by side is the quickest way to understand the market for your date.' },
    ],
  },
  {
    slug: 'event-budget-guide',
    title: 'How to build an event budget that holds',
    summary: 'Where the money really goes at an event, and how to keep a 10% buffer without overspending.',
    category: 'Budget',
    readingMinutes: 6,
    body: [
      { p: 'Most event budgets fail in the same places: catering numbers that creep up, AV that was assumed to be included, and a pile of small extras that nobody wrote down. A budget that holds starts with categories, not a single number.' },
      { h3: 'Start with the big four' },
      { p: 'Venue hire, food and drink, production (AV, staging, décor) and people (speakers, entertainers, staff) usually account for 80 to 90 percent of the spend. Estimate each one separately, and ask every venue for a per-head and a fixed-cost breakdown so you can compare like with like.' },
      { h3: 'Know what “minimum spend” means' },
      { p: 'Restaurants and bars often waive room hire in exchange for a minimum spend on food and drink. That can be excellent value — but check whether service charges and taxes count towards the minimum, and what happens if your guest numbers fall short.' },
      { h3: 'Hidden costs to ask about' },
      {
        ul: [
          'Service charge and taxes: are they included in the quoted price?',
          'Corkage, cake-cutting and outside-vendor fees.',
          'Overtime charges if the event runs late, and the exact finish time.',
          'Security, cleaning and cloakroom staff for larger events.',
          'Technician fees for AV, even when the equipment itself is included.',
        ],
      },
      { h3: 'Keep a buffer' },
      { p: 'Set aside 10 percent of the total as contingency and do not allocate it in advance. If you reach the week of the event without touching it, you can upgrade the coffee or the wine. If something goes wrong, you are covered.' },
      { p: 'Finally, track actual spend against the plan as you confirm each supplier. A budget is a living document until the final invoice is paid.' },
    ],
  },
  {
    slug: 'choosing-meeting-room-layout',
    title: 'Theatre, classroom or boardroom? Choosing the right room layout',
    summary: 'The layout shapes how people interact — and how many fit. A practical guide to the common set-ups.',
    category: 'Corporate',
    readingMinutes: 4,
    body: [
      { p: 'A room that seats 120 in theatre style might seat only 50 in classroom style and 30 around a boardroom table. Picking the layout first avoids falling in love with a venue that cannot host your format.' },
      { h3: 'Theatre' },
      { p: 'Rows of chairs facing a stage or screen. It is the most space-efficient layout and suits keynotes, briefings and product presentations, but it makes note-taking and group work hard.' },
      { h3: 'Classroom' },
      { p: 'Rows of tables with chairs facing the front. Use it for training and workshops where people need to write or use a laptop for long periods.' },
      { h3: 'Boardroom and U-shape' },
      { p: 'One table, everyone facing each other. Best for up to about 25 people who need to discuss and decide. A U-shape keeps the open end free for a presenter or screen.' },
      { h3: 'Cabaret and banquet' },
      { p: 'Round tables, with cabaret leaving the side facing the stage empty. Cabaret is ideal for conferences with group exercises; banquet is for seated dinners and awards.' },
      { h3: 'Reception' },
      { p: 'Standing, with a few high tables. It fits the most people and encourages mingling — perfect for networking events and launches, tiring for anything longer than two or three hours.' },
      { p: 'When you enquire, tell the venue the layout and ask for the capacity in that layout specifically. Our venue pages list capacities per layout where the venue provides them.' },
    ],
  },
  {
    slug: 'hybrid-meetings-that-work',
    title: 'Hybrid meetings that work for people in the room and online',
    summary: 'Cameras, microphones and a facilitator for the remote audience: how to make hybrid fair for everyone.',
    category: 'Corporate',
    readingMinutes: 5,
    body: [
      { p: 'A hybrid meeting fails when remote participants become spectators: they cannot hear the room, cannot see who is speaking and cannot get a word in. The fix is partly technology and partly facilitation.' },
      { h3: 'Audio first' },
      { p: 'People forgive mediocre video but not bad sound. Ask the venue for ceiling or table microphones that cover the whole room, and a handheld microphone for questions. Test them with someone dialling in from outside the building, not from the next room.' },
      { h3: 'Show the room, and the speaker' },
      { p: 'A single wide camera at the back of the room turns presenters into specks. A second camera on the speaker, or a camera that follows voices, makes a big difference. Put the remote participants on a large screen that the room can see, so they are part of the meeting rather than a laptop in the corner.' },
      { h3: 'Give the remote audience a champion' },
      { p: 'Name one person in the room as the remote facilitator. They watch the chat, call on remote participants, and tell the presenter when the stream has frozen.' },
      { h3: 'Check the basics with the venue' },
      {
        ul: [
          'Dedicated bandwidth for the stream, not the shared guest Wi-Fi.',
          'A wired connection for the streaming laptop.',
          'A technician on site for the first half hour at least.',
          'A rehearsal slot before the guests arrive.',
        ],
      },
      { p: 'Hybrid done well widens your audience without diminishing the experience in the room. Mention it in your first enquiry so venues can propose the right room and kit.' },
    ],
  },
  {
    slug: 'planning-a-memorable-party',
    title: 'Planning a party people remember (for the right reasons)',
    summary: 'From the guest list to the last song: timelines, food, music and the small touches that matter.',
    category: 'Celebrations',
    readingMinutes: 5,
    body: [
      { p: 'A great party feels effortless to the guests because the host did the thinking in advance. Whether it is a birthday, an engagement or a farewell, the same few decisions make the biggest difference.' },
      { h3: 'Pick the venue for the atmosphere you want' },
      { p: 'A private dining room encourages conversation; a rooftop bar encourages mingling; a hall with a dance floor encourages, well, dancing. Choose a space that fits your guest numbers snugly — a half-empty room feels flat, however beautiful it is.' },
      { h3: 'Plan the flow of the evening' },
      { p: 'Write a simple run sheet: arrival drinks, food, speeches, cake, music. Keep speeches short and early, before energy drops. Share the run sheet with the venue so the kitchen and bar are ready at the right moments.' },
      { h3: 'Food and drink' },
      { p: 'For standing events, plan eight to ten canapé pieces per person over three hours, or a substantial bowl-food course. Ask about dietary requirements on the invitation and pass them to the venue a week ahead. Always have an appealing non-alcoholic option.' },
      { h3: 'Music and sound' },
      { p: 'Check the venue’s sound limits and finish time before booking a band or DJ. Many city venues have noise restrictions after 11 pm.' },
      { h3: 'The small touches' },
      { ul: ['A photo corner with good lighting.', 'A clear cloakroom and bag drop.', 'Transport information on the invitation.', 'Someone other than the host to deal with the venue on the night.'] },
    ],
  },
  {
    slug: 'wedding-venue-questions',
    title: '15 questions to ask before you book a wedding venue',
    summary: 'Exclusivity, curfews, suppliers and wet-weather plans — the questions couples wish they had asked.',
    category: 'Celebrations',
    readingMinutes: 6,
    body: [
      { p: 'A wedding venue is usually the first and largest booking you make, and it shapes everything that follows: the date, the guest list, the suppliers and the feel of the day. These are the questions to ask on your site visit.' },
      { h3: 'Availability and exclusivity' },
      { ul: ['Is the venue exclusively ours for the day, or will other events run at the same time?', 'What time can suppliers arrive to set up, and when must everything be cleared?', 'Is there a curfew for music or for the bar?'] },
      { h3: 'Capacity and layout' },
      { ul: ['What is the capacity for the ceremony, the dinner and the evening reception?', 'Where does the ceremony happen if it rains?', 'Is there a room for the couple to get ready, and somewhere quiet for elderly guests?'] },
      { h3: 'Food, drink and suppliers' },
      { ul: ['Must we use the in-house caterer, or a list of approved suppliers?', 'Is a tasting included, and when does it happen?', 'Are there corkage fees for our own wine or champagne?'] },
      { h3: 'Costs and terms' },
      { ul: ['What exactly is included in the package price, and what is extra?', 'What are the deposit and payment dates?', 'What is the cancellation policy, and can the date be moved?', 'Is there a minimum number of guests we must pay for?'] },
      { h3: 'On the day' },
      { ul: ['Who is our contact on the day, and are they the same person we are planning with?', 'What happens to decorations and gifts at the end of the night?'] },
      { p: 'Write the answers down and compare venues on the same sheet. Wedding venues on popular dates are often booked 12 to 18 months ahead, so send enquiries early and ask venues to hold a date while you decide.' },
    ],
  },
  {
    slug: 'sustainable-events',
    title: 'Greener events without the greenwashing',
    summary: 'Practical steps that genuinely reduce an event’s footprint — starting with where you hold it.',
    category: 'Planning',
    readingMinutes: 4,
    body: [
      { p: 'The biggest source of emissions at most events is not the plastic cups; it is how the guests travel there. Choosing a venue close to public transport, and close to where most of your guests live or work, does more than any other single decision.' },
      { h3: 'Food' },
      { p: 'Plant-forward menus, seasonal produce and accurate final numbers cut both emissions and waste. Ask the venue whether leftover food can be donated; many cities have food-rescue organisations that collect from events.' },
      { h3: 'Materials' },
      { p: 'Skip single-use name badges, printed programmes and branded giveaways nobody keeps. Use digital agendas, reusable signage without dates, and water stations instead of bottled water.' },
      { h3: 'Ask the venue' },
      { ul: ['How is waste separated and recycled?', 'Does the building use renewable electricity?', 'Can you provide reusable crockery and glassware for all catering?'] },
      { p: 'Finally, measure something — even just guest travel and food waste — so your next event can be better than this one.' },
    ],
  },
  {
    slug: 'write-a-venue-listing-that-converts',
    title: 'For venue owners: writing a listing that turns views into enquiries',
    summary: 'Photos, capacities and honest descriptions: what planners look for when they compare venues.',
    category: 'Venue owners',
    readingMinutes: 4,
    body: [
      { p: 'Planners usually shortlist venues in under a minute. In that time they want to know three things: does it fit my numbers, does it look right, and can I afford it? A listing that answers all three gets the enquiry.' },
      { h3: 'Photos' },
      { p: 'Lead with the space set up for an event, in daylight or with warm lighting, not empty. Include every layout you offer, the entrance, the toilets and any outdoor area. Ten to twenty good photos beat fifty average ones.' },
      { h3: 'Capacities per layout' },
      { p: 'Give capacities for each layout you can actually host — standing, theatre, banquet, classroom. Planners filter by them, and a venue with no capacities is easy to skip.' },
      { h3: 'Describe the experience' },
      { p: 'Tell planners what is included, what the space is best for, and what makes it different. Be honest about limits such as noise restrictions or no step-free access; it builds trust and saves wasted enquiries.' },
      { h3: 'Answer fast' },
      { p: 'Response time is the strongest predictor of a booking. Turn on notifications and invite team members so someone can always reply within a few hours.' },
    ],
  },
];

export function findArticle(slug: string | null): Article | undefined {
  return slug ? ARTICLES.find((a) => a.slug === slug) : undefined;
}
