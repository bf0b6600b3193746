// Facts the demo venues are made from: storefront cities and areas (matching the home pages'
// popular places), name parts, reviewers, and the kinds of venue with what they offer.
import type { AmenityKey, EventTypeKey, SpaceTypeKey } from '@venues/contracts';

export interface SeedCity {
  city: string;
  areas: string[];
  lat: number;
  lng: number;
  tz: string;
  /** Postal code pattern: # = digit, A = letter. */
  postal: string;
}

export interface SeedCountry {
  cca2: string;
  /** Multiplies the base prices (SGD-like figures) into local ones; `round` is the step prices are rounded to. */
  priceFactor: number;
  round: number;
  cities: SeedCity[];
  streets: string[];
  reviewers: string[];
}

export const SEED_COUNTRIES: SeedCountry[] = [
  {
    cca2: 'sg',
    priceFactor: 1,
    round: 5,
    cities: [
      { city: 'Singapore', areas: ['Marina Bay', 'Raffles Place', 'Orchard', 'Tanjong Pagar', 'Sentosa', 'One-North', 'Clarke Quay', 'Bugis', 'Dempsey Hill', 'Jurong East'], lat: 1.2903, lng: 103.8519, tz: 'Asia/Singapore', postal: '0#####' },
    ],
    streets: ['Marina Boulevard', 'Raffles Place', 'Orchard Road', 'Tanjong Pagar Road', 'Sentosa Gateway', 'Fusionopolis Way', 'River Valley Road', 'Beach Road', 'Dempsey Road', 'Jurong Gateway Road'],
    reviewers: ['Wei Ling T.', 'Arjun P.', 'Nurul A.', 'Marcus L.', 'Priya S.', 'Daniel K.', 'Siti R.', 'Jason C.', 'Mei Xin H.', 'Ravi N.'],
  },
  {
    cca2: 'my',
    priceFactor: 2.8,
    round: 10,
    cities: [
      { city: 'Kuala Lumpur', areas: ['KLCC', 'Bukit Bintang', 'Bangsar', 'Mont Kiara', 'Chow Kit'], lat: 3.1579, lng: 101.7116, tz: 'Asia/Kuala_Lumpur', postal: '5####' },
      { city: 'Petaling Jaya', areas: ['Damansara', 'Section 13', 'Kelana Jaya'], lat: 3.1073, lng: 101.6067, tz: 'Asia/Kuala_Lumpur', postal: '4####' },
      { city: 'Penang', areas: ['George Town', 'Batu Ferringhi', 'Gurney'], lat: 5.4141, lng: 100.3288, tz: 'Asia/Kuala_Lumpur', postal: '1####' },
      { city: 'Johor Bahru', areas: ['Danga Bay', 'Medini'], lat: 1.4927, lng: 103.7414, tz: 'Asia/Kuala_Lumpur', postal: '8####' },
      { city: 'Cyberjaya', areas: ['Cyber 8', 'Lakefront'], lat: 2.9213, lng: 101.6559, tz: 'Asia/Kuala_Lumpur', postal: '63###' },
    ],
    streets: ['Jalan Ampang', 'Jalan Bukit Bintang', 'Jalan Telawi', 'Jalan Kiara', 'Jalan SS 21', 'Lebuh Armenian', 'Jalan Persiaran Gurney', 'Jalan Skudai', 'Persiaran Multimedia'],
    reviewers: ['Aisyah Z.', 'Kumar R.', 'Tan Mei L.', 'Farid H.', 'Li Ying C.', 'Hafiz M.', 'Devi S.', 'Jonathan W.'],
  },
  {
    cca2: 'ph',
    priceFactor: 40,
    round: 100,
    cities: [
      { city: 'Makati', areas: ['Legazpi Village', 'Salcedo Village', 'Poblacion'], lat: 14.5547, lng: 121.0244, tz: 'Asia/Manila', postal: '12##' },
      { city: 'Bonifacio Global City', areas: ['High Street', 'Uptown', 'Forbes Town'], lat: 14.5509, lng: 121.0503, tz: 'Asia/Manila', postal: '1634' },
      { city: 'Quezon City', areas: ['Eastwood', 'Tomas Morato', 'Diliman'], lat: 14.676, lng: 121.0437, tz: 'Asia/Manila', postal: '11##' },
      { city: 'Pasay', areas: ['Mall of Asia', 'Roxas Boulevard'], lat: 14.5378, lng: 120.9932, tz: 'Asia/Manila', postal: '13##' },
      { city: 'Cebu City', areas: ['IT Park', 'Lahug'], lat: 10.3157, lng: 123.8854, tz: 'Asia/Manila', postal: '6000' },
      { city: 'Tagaytay', areas: ['Ridge', 'Crosswinds'], lat: 14.1153, lng: 120.9621, tz: 'Asia/Manila', postal: '4120' },
    ],
    streets: ['Ayala Avenue', 'Rufino Street', '5th Avenue', 'Eastwood Avenue', 'Seaside Boulevard', 'Salinas Drive', 'Tagaytay-Nasugbu Highway'],
    reviewers: ['Maria Clara D.', 'Jose R.', 'Angelica S.', 'Miguel T.', 'Patricia G.', 'Carlo V.', 'Bea L.', 'Paolo M.'],
  },
  {
    cca2: 'hk',
    priceFactor: 5.5,
    round: 10,
    cities: [
      { city: 'Hong Kong', areas: ['Central', 'Wan Chai', 'Tsim Sha Tsui', 'Causeway Bay', 'Sheung Wan', 'Kowloon Bay', 'Quarry Bay', 'Sai Kung'], lat: 22.2819, lng: 114.1582, tz: 'Asia/Hong_Kong', postal: '' },
    ],
    streets: ['Queen’s Road Central', 'Harbour Road', 'Canton Road', 'Hennessy Road', 'Hollywood Road', 'Wang Chiu Road', 'King’s Road', 'Hiram’s Highway'],
    reviewers: ['Ka Yan W.', 'Michael C.', 'Wing Sze L.', 'Hugo T.', 'Cherry N.', 'Edmund K.', 'Vivian Y.'],
  },
  {
    cca2: 'id',
    priceFactor: 11000,
    round: 50000,
    cities: [
      { city: 'Jakarta', areas: ['SCBD', 'Kemang', 'Menteng', 'Kuningan', 'PIK'], lat: -6.2088, lng: 106.8456, tz: 'Asia/Jakarta', postal: '1####' },
      { city: 'Bali', areas: ['Seminyak', 'Uluwatu', 'Ubud', 'Canggu'], lat: -8.6705, lng: 115.2126, tz: 'Asia/Makassar', postal: '80###' },
      { city: 'Bandung', areas: ['Dago', 'Lembang'], lat: -6.9175, lng: 107.6191, tz: 'Asia/Jakarta', postal: '40###' },
      { city: 'Surabaya', areas: ['Tunjungan', 'Darmo'], lat: -7.2575, lng: 112.7521, tz: 'Asia/Jakarta', postal: '60###' },
      { city: 'Yogyakarta', areas: ['Prawirotaman', 'Kotabaru'], lat: -7.7956, lng: 110.3695, tz: 'Asia/Jakarta', postal: '55###' },
    ],
    streets: ['Jalan Jenderal Sudirman', 'Jalan Kemang Raya', 'Jalan Sunset Road', 'Jalan Raya Uluwatu', 'Jalan Ir. H. Juanda', 'Jalan Tunjungan', 'Jalan Malioboro'],
    reviewers: ['Putri A.', 'Budi S.', 'Ayu W.', 'Rizky P.', 'Dewi L.', 'Andi K.', 'Sari N.'],
  },
  {
    cca2: 'au',
    priceFactor: 1.15,
    round: 5,
    cities: [
      { city: 'Sydney', areas: ['CBD', 'Surry Hills', 'The Rocks', 'Darling Harbour', 'Bondi'], lat: -33.8688, lng: 151.2093, tz: 'Australia/Sydney', postal: '20##' },
      { city: 'Melbourne', areas: ['CBD', 'Fitzroy', 'Southbank', 'St Kilda'], lat: -37.8136, lng: 144.9631, tz: 'Australia/Melbourne', postal: '30##' },
      { city: 'Brisbane', areas: ['South Bank', 'Fortitude Valley'], lat: -27.4698, lng: 153.0251, tz: 'Australia/Brisbane', postal: '40##' },
      { city: 'Perth', areas: ['Northbridge', 'Fremantle'], lat: -31.9523, lng: 115.8613, tz: 'Australia/Perth', postal: '60##' },
      { city: 'Adelaide', areas: ['CBD', 'Barossa Valley'], lat: -34.9285, lng: 138.6007, tz: 'Australia/Adelaide', postal: '50##' },
      { city: 'Gold Coast', areas: ['Surfers Paradise', 'Broadbeach'], lat: -28.0167, lng: 153.4, tz: 'Australia/Brisbane', postal: '42##' },
    ],
    streets: ['George Street', 'Crown Street', 'Collins Street', 'Brunswick Street', 'Grey Street', 'James Street', 'King William Street', 'Cavill Avenue'],
    reviewers: ['Olivia M.', 'Jack T.', 'Chloe B.', 'Liam O.', 'Isla R.', 'Noah W.', 'Ava H.', 'Ethan S.'],
  },
  {
    cca2: 'gb',
    priceFactor: 0.6,
    round: 5,
    cities: [
      { city: 'London', areas: ['Shoreditch', 'Mayfair', 'Southbank', 'Clerkenwell', 'Canary Wharf', 'Soho'], lat: 51.5072, lng: -0.1276, tz: 'Europe/London', postal: 'EC# #AA' },
      { city: 'Manchester', areas: ['Northern Quarter', 'Ancoats', 'Spinningfields'], lat: 53.4808, lng: -2.2426, tz: 'Europe/London', postal: 'M# #AA' },
      { city: 'Edinburgh', areas: ['Old Town', 'Leith', 'New Town'], lat: 55.9533, lng: -3.1883, tz: 'Europe/London', postal: 'EH# #AA' },
      { city: 'Birmingham', areas: ['Jewellery Quarter', 'Digbeth'], lat: 52.4862, lng: -1.8904, tz: 'Europe/London', postal: 'B# #AA' },
      { city: 'Bristol', areas: ['Harbourside', 'Clifton'], lat: 51.4545, lng: -2.5879, tz: 'Europe/London', postal: 'BS# #AA' },
      { city: 'Leeds', areas: ['City Centre', 'Kirkstall'], lat: 53.8008, lng: -1.5491, tz: 'Europe/London', postal: 'LS# #AA' },
    ],
    streets: ['Curtain Road', 'Brook Street', 'Belvedere Road', 'St John Street', 'Tib Street', 'Royal Mile', 'Constitution Street', 'Vyse Street', 'Anchor Road', 'Briggate'],
    reviewers: ['Charlotte W.', 'James H.', 'Amelia P.', 'Oliver B.', 'Sophie D.', 'Harry G.', 'Emily R.', 'Aidan M.'],
  },
  {
    cca2: 'us',
    priceFactor: 0.8,
    round: 5,
    cities: [
      { city: 'New York', areas: ['Manhattan', 'Brooklyn', 'Chelsea', 'SoHo', 'Midtown'], lat: 40.7128, lng: -74.006, tz: 'America/New_York', postal: '100##' },
      { city: 'San Francisco', areas: ['SoMa', 'Mission', 'Embarcadero'], lat: 37.7749, lng: -122.4194, tz: 'America/Los_Angeles', postal: '941##' },
      { city: 'Los Angeles', areas: ['Downtown', 'Silver Lake', 'Santa Monica'], lat: 34.0522, lng: -118.2437, tz: 'America/Los_Angeles', postal: '900##' },
      { city: 'Chicago', areas: ['River North', 'West Loop'], lat: 41.8781, lng: -87.6298, tz: 'America/Chicago', postal: '606##' },
      { city: 'Austin', areas: ['East Austin', 'South Congress'], lat: 30.2672, lng: -97.7431, tz: 'America/Chicago', postal: '787##' },
      { city: 'Miami', areas: ['Wynwood', 'Brickell', 'South Beach'], lat: 25.7617, lng: -80.1918, tz: 'America/New_York', postal: '331##' },
    ],
    streets: ['Broadway', 'Bedford Avenue', 'Mission Street', 'The Embarcadero', 'Sunset Boulevard', 'Kinzie Street', 'South Congress Avenue', 'NW 2nd Avenue', 'Collins Avenue'],
    reviewers: ['Emma J.', 'Michael S.', 'Madison C.', 'Tyler B.', 'Grace L.', 'Brandon K.', 'Natalie F.', 'Chris D.'],
  },
];

export interface Archetype {
  key: string;
  /** Name patterns: {area}, {city}, {adj}, {noun}, {brand}, {person}. */
  names: string[];
  spaceTypes: SpaceTypeKey[];
  eventTypes: EventTypeKey[];
  amenities: AmenityKey[];
  /** One line that opens the description. */
  intro: string;
}

export const ARCHETYPES: Archetype[] = [
  {
    key: 'hotel',
    names: ['{brand} Hotel {area}', 'The {brand} {area}', '{brand} Grand {city}'],
    spaceTypes: ['ballroom', 'function-room', 'meeting-room', 'boardroom'],
    eventTypes: ['conferences', 'weddings', 'corporate-events', 'meetings', 'networking'],
    amenities: ['wifi', 'projector', 'screen', 'sound-system', 'microphone', 'stage', 'in-house-catering', 'bar', 'air-conditioning', 'wheelchair-access', 'parking', 'breakout-rooms', 'coffee-tea', 'video-conferencing'],
    intro: '{name} is a full-service hotel in {area} with banqueting and meeting teams who run events every day of the week.',
  },
  {
    key: 'restaurant',
    names: ['{person}’s Kitchen', 'The {adj} Table', '{noun} & Vine', 'Casa {person}', '{adj} Fig'],
    spaceTypes: ['restaurant-bar', 'private-dining'],
    eventTypes: ['private-dining', 'parties', 'corporate-events', 'weddings', 'networking'],
    amenities: ['wifi', 'in-house-catering', 'bar', 'air-conditioning', 'sound-system', 'late-opening', 'public-transport', 'private-entrance'],
    intro: '{name} is a chef-led restaurant in {area} whose dining room and private rooms can be booked for groups or taken over entirely.',
  },
  {
    key: 'rooftop',
    names: ['{noun} Rooftop', 'Sky{noun} {area}', 'The {adj} Terrace', 'Level {num} {area}'],
    spaceTypes: ['rooftop', 'restaurant-bar', 'function-room'],
    eventTypes: ['parties', 'networking', 'product-launches', 'corporate-events', 'weddings'],
    amenities: ['wifi', 'bar', 'outdoor-area', 'sound-system', 'dance-floor', 'stage-lighting', 'late-opening', 'in-house-catering', 'wheelchair-access'],
    intro: '{name} sits high above {area}, with an open-air terrace, a lounge bar and views that do half the work for you.',
  },
  {
    key: 'studio',
    names: ['Studio {noun}', '{adj} Light Studio', 'The {noun} Loft', '{area} Creative Space'],
    spaceTypes: ['studio', 'gallery', 'meeting-room'],
    eventTypes: ['photo-shoots', 'workshops', 'product-launches', 'exhibitions', 'team-offsites'],
    amenities: ['wifi', 'natural-light', 'kitchen', 'external-catering', 'whiteboard', 'screen', 'private-entrance', 'air-conditioning', 'coffee-tea'],
    intro: '{name} is a bright, flexible studio in {area}, used for shoots by day and for workshops and launches in the evening.',
  },
  {
    key: 'business',
    names: ['{area} Business Centre', 'The {noun} Exchange', '{brand} Conference Centre', '{noun} House {area}'],
    spaceTypes: ['meeting-room', 'boardroom', 'auditorium', 'function-room'],
    eventTypes: ['meetings', 'conferences', 'workshops', 'team-offsites', 'corporate-events'],
    amenities: ['wifi', 'projector', 'screen', 'video-conferencing', 'whiteboard', 'microphone', 'coffee-tea', 'air-conditioning', 'wheelchair-access', 'public-transport', 'in-house-catering', 'breakout-rooms'],
    intro: '{name} is a purpose-built meeting and conference venue in {area}, minutes from public transport.',
  },
  {
    key: 'warehouse',
    names: ['The {noun} Warehouse', '{area} Depot', 'Dock {num}', 'The {adj} Hall'],
    spaceTypes: ['event-hall', 'function-room', 'gallery'],
    eventTypes: ['exhibitions', 'product-launches', 'parties', 'conferences', 'corporate-events'],
    amenities: ['wifi', 'sound-system', 'stage', 'stage-lighting', 'external-catering', 'bar', 'dance-floor', 'parking', 'private-entrance', 'late-opening'],
    intro: '{name} is a converted industrial building in {area} with high ceilings, exposed brick and room for big ideas.',
  },
  {
    key: 'garden',
    names: ['{noun} Gardens', 'The {adj} Estate', '{area} Garden House', '{person}’s Orchard'],
    spaceTypes: ['garden', 'function-room', 'private-dining'],
    eventTypes: ['weddings', 'team-offsites', 'parties', 'private-dining', 'corporate-events'],
    amenities: ['outdoor-area', 'natural-light', 'in-house-catering', 'bar', 'parking', 'dance-floor', 'wheelchair-access', 'kitchen'],
    intro: '{name} is a green escape in {area}: lawns, old trees and a garden house for when the weather turns.',
  },
  {
    key: 'gallery',
    names: ['{adj} Gallery', 'Gallery {person}', 'The {noun} Room', '{area} Art Space'],
    spaceTypes: ['gallery', 'function-room', 'studio'],
    eventTypes: ['exhibitions', 'product-launches', 'networking', 'parties', 'photo-shoots'],
    amenities: ['wifi', 'natural-light', 'stage-lighting', 'external-catering', 'bar', 'wheelchair-access', 'public-transport', 'sound-system'],
    intro: '{name} is a contemporary gallery in {area} with white walls, polished floors and gallery lighting throughout.',
  },
];

export const NAME_PARTS = {
  brand: ['Meridian', 'Harbourview', 'Parkside', 'Regent', 'Aurora', 'Lumiere', 'Crestwood', 'Summit', 'Halcyon', 'Sterling', 'Monarch', 'Oakridge'],
  adj: ['Golden', 'Copper', 'Velvet', 'Emerald', 'Silver', 'Indigo', 'Amber', 'Crimson', 'Ivory', 'Saffron', 'Cobalt', 'Juniper', 'Olive', 'Coral'],
  noun: ['Lantern', 'Harbour', 'Orchid', 'Compass', 'Atlas', 'Willow', 'Beacon', 'Tide', 'Cedar', 'Foundry', 'Mosaic', 'Canvas', 'Horizon', 'Kite', 'Pavilion'],
  person: ['Rosa', 'Marco', 'Lena', 'Hugo', 'Aiko', 'Nina', 'Felix', 'Ines', 'Omar', 'Clara'],
};

/** Capacity ranges per space type: [min, max] of the largest layout. */
export const SPACE_SIZES: Record<SpaceTypeKey, [number, number]> = {
  'meeting-room': [6, 24],
  boardroom: [8, 20],
  'function-room': [40, 180],
  'event-hall': [150, 800],
  ballroom: [200, 1000],
  auditorium: [80, 400],
  rooftop: [40, 250],
  studio: [10, 60],
  'restaurant-bar': [30, 150],
  'private-dining': [8, 30],
  garden: [60, 400],
  gallery: [30, 200],
};

/** Base hourly price (SGD-like major units) per space type. */
export const BASE_HOURLY: Record<SpaceTypeKey, number> = {
  'meeting-room': 60,
  boardroom: 90,
  'function-room': 180,
  'event-hall': 450,
  ballroom: 900,
  auditorium: 380,
  rooftop: 320,
  studio: 85,
  'restaurant-bar': 220,
  'private-dining': 150,
  garden: 350,
  gallery: 200,
};

export const SPACE_NAMES: Record<SpaceTypeKey, string[]> = {
  'meeting-room': ['Meeting Room {n}', 'The Think Tank', 'Focus Room', 'Studio Room {n}'],
  boardroom: ['The Boardroom', 'Executive Boardroom', 'Chairman’s Room'],
  'function-room': ['The {adj} Room', 'Function Room {n}', 'The Garden Room', 'The Library'],
  'event-hall': ['Main Hall', 'The Great Hall', 'Hall {n}'],
  ballroom: ['Grand Ballroom', 'The {adj} Ballroom', 'Crystal Ballroom'],
  auditorium: ['Auditorium', 'The Theatre', 'Lecture Hall'],
  rooftop: ['Rooftop Terrace', 'Sky Deck', 'The Roof Garden'],
  studio: ['Studio A', 'Daylight Studio', 'Studio B'],
  'restaurant-bar': ['Main Dining Room', 'The Bar', 'Whole Venue'],
  'private-dining': ['Private Dining Room', 'The Chef’s Table', 'The Wine Room'],
  garden: ['The Lawn', 'Courtyard Garden', 'The Orchard Lawn'],
  gallery: ['Main Gallery', 'Gallery Two', 'The White Room'],
};

export const SPACE_FEATURES: Record<SpaceTypeKey, string[]> = {
  'meeting-room': ['75-inch screen', 'Video conferencing kit', 'Whiteboard wall', 'Ergonomic chairs', 'Natural light'],
  boardroom: ['Boardroom table', 'Video conferencing kit', 'Private pantry', 'Blackout blinds'],
  'function-room': ['Built-in PA system', 'Dimmable lighting', 'Dance floor', 'Pre-function foyer'],
  'event-hall': ['6 m ceilings', 'Rigging points', 'Loading bay', 'Three-phase power', 'Green room'],
  ballroom: ['Pillarless ballroom', 'Crystal chandeliers', 'LED wall', 'Bridal suite', 'Stage and runway'],
  auditorium: ['Tiered seating', 'Projection booth', 'Lectern with microphone', 'Simultaneous interpretation booths'],
  rooftop: ['Skyline views', 'Retractable awning', 'Lounge furniture', 'Outdoor heaters'],
  studio: ['Infinity cove', 'Profoto lighting kit', 'Hair and make-up room', 'Blackout curtains'],
  'restaurant-bar': ['Open kitchen', 'Full bar', 'Curated wine list', 'DJ booth'],
  'private-dining': ['Private entrance', 'Custom tasting menu', 'Sommelier service', 'AV for speeches'],
  garden: ['Wedding arch', 'Festoon lighting', 'Wet-weather marquee', 'Lawn games'],
  gallery: ['Track lighting', 'Hanging system', 'Polished concrete floor', 'Street-level frontage'],
};

export const REVIEW_TEXTS: Record<'great' | 'good' | 'mixed' | 'poor', string[]> = {
  great: [
    'We held our {event} here and everything ran like clockwork. The team anticipated what we needed before we asked.',
    'Stunning space and a genuinely helpful events manager. Our guests are still talking about it.',
    'Booked for a {event} at short notice and they delivered. Food was excellent and the AV just worked.',
    'Exactly as pictured, spotless, and the staff were a pleasure to work with. Will book again.',
  ],
  good: [
    'Great location and a good-sized room for our {event}. Check-in took a little while but the day went well.',
    'Lovely venue with friendly staff. Catering was good, the coffee could be better.',
    'Good value for the area. The space worked well for our {event}; parking is limited, so plan ahead.',
  ],
  mixed: [
    'The room was nice but the air conditioning struggled in the afternoon. Staff were apologetic and helpful.',
    'Decent space for a {event}, though the sound system needed a technician to get going.',
  ],
  poor: [
    'Our booking was mixed up on arrival and it took forty minutes to sort out. The room itself was fine.',
    'Not as pictured: smaller than expected and noisy from the street. Would not book for a {event} again.',
  ],
};

export const DESCRIPTION_CLOSERS = [
  'Our events team will help you plan the layout, menu and timings, and can recommend trusted suppliers.',
  'Tell us about your event and we will send a tailored proposal within one working day.',
  'Flexible packages are available for half-day, full-day and evening events.',
  'Ask about weekday rates and packages for repeat bookings.',
];
