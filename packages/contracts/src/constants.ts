/** Business constants of docs/spec.md §9 and shared limits. */
export const DEFAULT_COUNTRY = 'sg';
export const COOKIE_LIFETIME_DAYS = 30;
export const COOKIE_NAMES = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  organization: 'organization',
  spacePage: 'space_page',
  cookiePage: 'cookie_page',
  mode: 'mode',
  eventType: 'event_type',
  roleType: 'role-type',
  country: 'country',
  /** `${product}Darkmode` */
  darkMode: (product: string) => `${product}Darkmode`,
} as const;

export const ANNOUNCEMENT_FETCH = { page: 1, limit: 20, sort: 1, active_only: true } as const;
export const DEFAULT_LIST_LIMIT = 10;
export const MAX_LIST_LIMIT = 100;

export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
} as const;

export const MANIFEST_POLL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920, xl: 2560 } as const;
export const SNACKBAR = { timeout: 5000, swipeClosePx: 50 } as const;
export const LOADING_BAR = { height: 4, throttle: 200, duration: 2000, hideDelay: 500 } as const;
export const DIALOG = { maxWidth: 800, contentMaxHeight: '90vh', imageMaxHeight: 650 } as const;
export const Z_INDEX = { overlay: 2000, dialog: 2400, nestedStep: 10 } as const;
export const FALLBACK_BACKGROUND = '/background.jpeg';

/** Tenant headers carried by every API call (docs/design.md §4). */
export const TENANT_HEADERS = { code: 'x-tenant-code', apiKey: 'x-api-key', scopedAuth: 'x-scoped-auth' } as const;

/** The demo tenant the seed creates; the web client is built with these unless told otherwise. */
export const DEMO_TENANT = { code: 'demo', apiKey: 'pk_demo_venues_2026', product: 'venuely', productName: 'Venuely' } as const;

/** Record statuses of docs/spec.md §4 (the theme colours them). */
export const RECORD_STATUSES = [
  'draft',
  'published',
  'inprogress',
  'for_approval',
  'ongoing',
  'archived',
  'rejected',
  'suspended',
  'for_deletion',
] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Notification types; the inquiry badge counts the first five (docs/spec.md §4). */
export const NOTIFICATION_TYPES = [
  'INQUIRY',
  'BOOKING_CONFIRMED',
  'BOOKING_CANCELLED',
  'CUSTOM_OFFER',
  'CUSTOM_OFFER_CANCELLED',
  'MESSAGE',
  'ANNOUNCEMENT',
  'SYSTEM',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const INQUIRY_BADGE_TYPES: readonly NotificationType[] = [
  'INQUIRY',
  'BOOKING_CONFIRMED',
  'BOOKING_CANCELLED',
  'CUSTOM_OFFER',
  'CUSTOM_OFFER_CANCELLED',
];

/** Socket event names of docs/spec.md §4. */
export const SOCKET_EVENTS = {
  joinRoom: 'join_room',
  notificationCount: 'notification_count',
  sendMessageToRoom: 'send_message_to_room',
  generateCustomOffer: 'generate_custom_offer',
  customOfferStatus: 'custom_offer_status',
  requestPhoneNumber: 'request_phone_number',
  // Ours (docs/spec.md §4 names the ones above): the chat's typing indicator and read receipts,
  // booking requests and an enquiry's status changing.
  typing: 'typing',
  messagesRead: 'messages_read',
  bookingRequestStatus: 'booking_request_status',
  enquiryStatus: 'enquiry_status',
  // A payment's state (the checkout page follows a webhook's result) and a booking's.
  paymentStatus: 'payment_status',
  bookingStatus: 'booking_status',
} as const;

/** How long the links sent by e-mail work (here, not beside the account schemas: pages that only show them load no zod). */
export const TOKEN_LIFETIMES = {
  /** E-mail verification (sign-up and e-mail change). */
  verifyEmailHours: 24,
  /** Password reset. */
  passwordResetHours: 1,
  /** Team invitation (complete-profile). */
  inviteDays: 7,
} as const;

/** Administrators' limits (admin.ts's schemas); here, without zod, for the pages that show them. */
export const ADMIN_LIMITS = {
  /** A reason given to the people concerned (rejection, suspension, hidden review). */
  reason: 1000,
  countryName: 80,
  taxName: 20,
  /** Percent, e.g. 9 or 8.25 (two decimals at most). */
  maxTaxRate: 50,
  maxServiceFee: 50,
  photosPerStorefront: 6,
  defaultLimit: 20,
} as const;
