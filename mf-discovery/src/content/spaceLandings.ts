import type { SpaceTypeKey } from '@venues/contracts';

/** A landing page per space type: `/:country/space/<slug>` (docs/spec.md §2 names `space/function`). */
export interface SpaceLanding {
  slug: string;
  spaceType: SpaceTypeKey;
  /** One paragraph under the heading. */
  intro: string;
  /** What to check before booking this kind of space. */
  tips: string[];
}

export const SPACE_LANDINGS: readonly SpaceLanding[] = [
  {
    slug: 'function',
    spaceType: 'function-room',
    intro: 'Function rooms are private rooms sized for a celebration or a company event: a dinner for 40, a product briefing for 120, a birthday with a band. Most come with tables, chairs, sound and catering handled in-house.',
    tips: ['Ask for the capacity in the layout you want: banquet seats fewer than standing.', 'Check what the minimum spend or package includes (food, drinks, AV, service charge).', 'Confirm the latest finish time and any noise limits.'],
  },
  {
    slug: 'meeting',
    spaceType: 'meeting-room',
    intro: 'Meeting rooms for workshops, interviews, training and team days, bookable by the hour with screens, whiteboards and fast Wi-Fi.',
    tips: ['Check the screen and video-conferencing set-up before the day.', 'Ask whether coffee, tea and lunch can be added.', 'Book a little longer than the meeting for set-up.'],
  },
  {
    slug: 'boardroom',
    spaceType: 'boardroom',
    intro: 'Boardrooms with one large table for board meetings, investor presentations and client pitches, often with a private entrance and catering.',
    tips: ['Confirm the seated capacity around the table.', 'Ask about privacy: glass walls, sound proofing, a private entrance.', 'Check video conferencing for remote members.'],
  },
  {
    slug: 'event-hall',
    spaceType: 'event-hall',
    intro: 'Event halls take the big formats — conferences, exhibitions, launches and town halls — with stage, sound, lighting and room for stands.',
    tips: ['Ask for the floor plan and load-in times for stands and stage.', 'Check the power supply and rigging points your production needs.', 'Plan breakout rooms and catering areas next to the hall.'],
  },
  {
    slug: 'ballroom',
    spaceType: 'ballroom',
    intro: 'Ballrooms for weddings, galas and awards nights: high ceilings, a dance floor and banquet service for hundreds of guests.',
    tips: ['Compare packages per guest: food, drinks, decoration and AV.', 'Check the banquet capacity with a stage and dance floor in place.', 'Ask about the bridal or green room and the last order time.'],
  },
  {
    slug: 'auditorium',
    spaceType: 'auditorium',
    intro: 'Auditoriums with fixed theatre seating, a stage and projection, for talks, graduations, screenings and conferences.',
    tips: ['Check sight lines and the screen size for the back rows.', 'Ask whether a technician is included.', 'Confirm wheelchair spaces and step-free access to the stage.'],
  },
  {
    slug: 'rooftop',
    spaceType: 'rooftop',
    intro: 'Rooftops and terraces with a view, for sundowners, parties and launches that want the skyline in every photo.',
    tips: ['Ask for the wet-weather plan and whether there is cover.', 'Check noise limits and the latest finish time.', 'Confirm lift access for guests and equipment.'],
  },
  {
    slug: 'studio',
    spaceType: 'studio',
    intro: 'Studios with good light and a blank canvas, for photo and film shoots, workshops and pop-ups.',
    tips: ['Ask for the natural light direction and blackout options.', 'Check power, parking and load-in for equipment.', 'Confirm whether set building or painting is allowed.'],
  },
  {
    slug: 'restaurant-bar',
    spaceType: 'restaurant-bar',
    intro: 'Restaurants and bars to book in part or in full, for team dinners, birthdays and networking evenings with the kitchen and bar on hand.',
    tips: ['Ask whether it is a private area or exclusive use.', 'Compare set menus, free-flow packages and minimum spend.', 'Check the music: background, DJ or live band.'],
  },
  {
    slug: 'private-dining',
    spaceType: 'private-dining',
    intro: 'Private dining rooms for dinners that matter: client entertaining, celebrations and tastings at one table.',
    tips: ['Confirm the seated capacity at one table.', 'Ask for set menus and dietary options in advance.', 'Check whether a screen or microphone is available for speeches.'],
  },
  {
    slug: 'outdoor',
    spaceType: 'garden',
    intro: 'Gardens, lawns and outdoor spaces for weddings, family days and summer parties in the open air.',
    tips: ['Ask for the wet-weather back-up space.', 'Check toilets, power and shade for the number of guests.', 'Confirm whether tents, marquees or fireworks are allowed.'],
  },
  {
    slug: 'gallery',
    spaceType: 'gallery',
    intro: 'Galleries and showrooms that put things on display, for launches, exhibitions and receptions among art and design.',
    tips: ['Ask what stays on the walls and what can be moved.', 'Check insurance requirements for your exhibits.', 'Confirm opening hours for set-up and take-down.'],
  },
];

export function spaceLanding(slug: string | undefined): SpaceLanding | undefined {
  return SPACE_LANDINGS.find((l) => l.slug === slug);
}
