import { storefrontName, type StorefrontName } from './storefrontNames';

/** Storefront facts used by the public pages: names (storefrontNames.ts), popular areas and the governing law. */
export interface PopularPlace {
  /** Value sent as the `city` search parameter. */
  name: string;
  /** One line on why planners pick it. */
  blurb: string;
}

export interface Storefront extends StorefrontName {
  places: PopularPlace[];
  /** Law that governs the terms of use for this storefront. */
  governingLaw: string;
  /** Courts that hear disputes. */
  courts: string;
}

export const STOREFRONTS: Record<string, Storefront> = {
  sg: {
    ...storefrontName('sg'),
    places: [
      { name: 'Marina Bay', blurb: 'Waterfront ballrooms and rooftop bars with skyline views.' },
      { name: 'Raffles Place', blurb: 'Boardrooms and training rooms in the heart of the CBD.' },
      { name: 'Orchard', blurb: 'Hotel function rooms and private dining steps from the MRT.' },
      { name: 'Tanjong Pagar', blurb: 'Heritage shophouses, chef-led restaurants and lofts.' },
      { name: 'Sentosa', blurb: 'Beach clubs and resort lawns for off-sites and weddings.' },
      { name: 'One-North', blurb: 'Studios and event halls for tech meet-ups and launches.' },
    ],
    governingLaw: 'the laws of the Republic of Singapore',
    courts: 'the courts of Singapore',
  },
  my: {
    ...storefrontName('my'),
    places: [
      { name: 'Kuala Lumpur', blurb: 'KLCC ballrooms, Bukit Bintang rooftops and hotel suites.' },
      { name: 'Petaling Jaya', blurb: 'Meeting rooms and halls close to the Federal Highway.' },
      { name: 'Bangsar', blurb: 'Cafés and private dining rooms for intimate gatherings.' },
      { name: 'Penang', blurb: 'Colonial mansions and seaside hotels in George Town.' },
      { name: 'Johor Bahru', blurb: 'Convention space and resorts minutes from the causeway.' },
      { name: 'Cyberjaya', blurb: 'Training centres and auditoriums for tech teams.' },
    ],
    governingLaw: 'the laws of Malaysia',
    courts: 'the courts of Malaysia',
  },
  ph: {
    ...storefrontName('ph'),
    places: [
      { name: 'Makati', blurb: 'Hotel ballrooms and boardrooms in the financial district.' },
      { name: 'Bonifacio Global City', blurb: 'Modern event halls, rooftops and co-working spaces.' },
      { name: 'Quezon City', blurb: 'Large function halls and gardens for big celebrations.' },
      { name: 'Pasay', blurb: 'Convention centres and bayside venues near the airport.' },
      { name: 'Cebu City', blurb: 'Resorts and conference hotels in the Queen City of the South.' },
      { name: 'Tagaytay', blurb: 'Cool-weather garden venues overlooking Taal Lake.' },
    ],
    governingLaw: 'the laws of the Republic of the Philippines',
    courts: 'the courts of Makati City, Metro Manila',
  },
  hk: {
    ...storefrontName('hk'),
    places: [
      { name: 'Central', blurb: 'Private clubs and boardrooms a short walk from the ferry piers.' },
      { name: 'Wan Chai', blurb: 'Convention halls and hotel ballrooms by the harbour.' },
      { name: 'Tsim Sha Tsui', blurb: 'Harbour-view function rooms and rooftop terraces.' },
      { name: 'Causeway Bay', blurb: 'Restaurants and event spaces for parties of every size.' },
      { name: 'Sheung Wan', blurb: 'Galleries and loft studios for launches and workshops.' },
      { name: 'Kowloon Bay', blurb: 'Large-capacity halls for conferences and exhibitions.' },
    ],
    governingLaw: 'the laws of the Hong Kong Special Administrative Region',
    courts: 'the courts of the Hong Kong Special Administrative Region',
  },
  id: {
    ...storefrontName('id'),
    places: [
      { name: 'Jakarta', blurb: 'SCBD ballrooms, rooftop lounges and corporate suites.' },
      { name: 'Bali', blurb: 'Cliff-top villas and beach clubs in Uluwatu and Seminyak.' },
      { name: 'Bandung', blurb: 'Highland resorts and creative spaces for team retreats.' },
      { name: 'Surabaya', blurb: 'Convention hotels and halls in East Java’s capital.' },
      { name: 'Yogyakarta', blurb: 'Heritage pendopo and gardens for cultural events.' },
      { name: 'Tangerang', blurb: 'Exhibition centres and hotels near Soekarno–Hatta.' },
    ],
    governingLaw: 'the laws of the Republic of Indonesia',
    courts: 'the District Court of South Jakarta',
  },
  au: {
    ...storefrontName('au'),
    places: [
      { name: 'Sydney', blurb: 'Harbourside terraces, warehouse spaces and boardrooms.' },
      { name: 'Melbourne', blurb: 'Laneway bars, galleries and conference centres.' },
      { name: 'Brisbane', blurb: 'Riverfront venues and rooftops with year-round sun.' },
      { name: 'Perth', blurb: 'Swan River function rooms and Fremantle warehouses.' },
      { name: 'Adelaide', blurb: 'Wine-region estates and CBD event spaces.' },
      { name: 'Gold Coast', blurb: 'Beachfront resorts for conferences and incentives.' },
    ],
    governingLaw: 'the laws of New South Wales, Australia',
    courts: 'the courts of New South Wales',
  },
  gb: {
    ...storefrontName('gb'),
    places: [
      { name: 'London', blurb: 'From Shoreditch lofts to Mayfair private members’ clubs.' },
      { name: 'Manchester', blurb: 'Converted mills and modern conference suites.' },
      { name: 'Edinburgh', blurb: 'Historic halls and Old Town venues with character.' },
      { name: 'Birmingham', blurb: 'Central, well-connected space for national meetings.' },
      { name: 'Bristol', blurb: 'Harbourside venues and creative studios.' },
      { name: 'Leeds', blurb: 'Arcades, breweries and business venues in Yorkshire.' },
    ],
    governingLaw: 'the laws of England and Wales',
    courts: 'the courts of England and Wales',
  },
  us: {
    ...storefrontName('us'),
    places: [
      { name: 'New York', blurb: 'Manhattan lofts, rooftops and Brooklyn warehouses.' },
      { name: 'San Francisco', blurb: 'Bay-view venues and studios for tech launches.' },
      { name: 'Los Angeles', blurb: 'Studios, courtyards and hotel terraces.' },
      { name: 'Chicago', blurb: 'River North event spaces and conference hotels.' },
      { name: 'Austin', blurb: 'Live-music venues and ranches for memorable gatherings.' },
      { name: 'Miami', blurb: 'Waterfront venues and art-filled Wynwood spaces.' },
    ],
    governingLaw: 'the laws of the State of Delaware, United States',
    courts: 'the state and federal courts located in Delaware',
  },
};

/** A storefront we have no written content for still gets sensible wording. */
export function storefrontFor(code: string, countryName?: string): Storefront {
  const known = STOREFRONTS[code.toLowerCase()];
  if (known) return known;
  const named = storefrontName(code, countryName);
  return { ...named, places: [], governingLaw: `the laws of ${named.name}`, courts: `the courts of ${named.name}` };
}
