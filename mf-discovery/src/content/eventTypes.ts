/** Event types offered in the search box and on the home page. `value` is the `event_type` query value. */
export interface EventType {
  value: string;
  label: string;
  blurb: string;
  /** Shown on the home page's "popular event types" band. */
  featured: boolean;
}

export const EVENT_TYPES: readonly EventType[] = [
  { value: 'meetings', label: 'Meetings', blurb: 'Boardrooms and meeting rooms with screens, fast Wi-Fi and coffee on tap.', featured: true },
  { value: 'parties', label: 'Parties', blurb: 'Bars, rooftops and private rooms for birthdays, farewells and celebrations.', featured: true },
  { value: 'corporate-events', label: 'Corporate events', blurb: 'Town halls, team dinners and year-end parties, run without a hitch.', featured: true },
  { value: 'conferences', label: 'Conferences', blurb: 'Auditoriums and ballrooms with stage, AV and breakout rooms.', featured: true },
  { value: 'workshops', label: 'Workshops', blurb: 'Bright, flexible studios for training, classes and design sprints.', featured: true },
  { value: 'weddings', label: 'Weddings', blurb: 'Gardens, ballrooms and restaurants for the ceremony and the reception.', featured: true },
  { value: 'product-launches', label: 'Product launches', blurb: 'Showrooms and galleries that put your product in the spotlight.', featured: false },
  { value: 'networking', label: 'Networking events', blurb: 'Open-plan spaces where guests can mingle and talk.', featured: false },
  { value: 'private-dining', label: 'Private dining', blurb: 'Chef’s tables and private rooms for dinners that matter.', featured: false },
  { value: 'team-offsites', label: 'Team off-sites', blurb: 'Retreats and day venues to plan, bond and recharge.', featured: false },
  { value: 'exhibitions', label: 'Exhibitions', blurb: 'Halls and galleries with floor space for stands and displays.', featured: false },
  { value: 'photo-shoots', label: 'Photo and film shoots', blurb: 'Studios and characterful spaces with good light.', featured: false },
];

export const FEATURED_EVENT_TYPES = EVENT_TYPES.filter((t) => t.featured);
