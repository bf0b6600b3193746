import type { FastifyInstance } from 'fastify';
import { refreshVenueSummaries } from './db/venue-summary';
import { everyFewSeconds } from './lib/sweep';
import { geocoderFor } from './geocoding';
import { GeocodeService } from './geocoding/service';
import { AccountMailer } from './mail/account-mailer';
import { Passwords } from './lib/password';
import { paymentProvider, type PaymentProvider } from './payments';
import { AccountService } from './modules/accounts/service';
import { SignupDevice } from './modules/accounts/signup-device';
import { GoogleSignIn } from './modules/accounts/google';
import { OAuthStateRepository } from './modules/accounts/repository';
import { AdminRepository } from './modules/admin/repository';
import { AdminAccountService, AuditLogService, StorefrontService } from './modules/admin/service';
import { AdminReviewRepository } from './modules/admin-review/repository';
import { RatingsService, VenueReviewService, type AdminReviewDeps } from './modules/admin-review/service';
import { AnnouncementRepository } from './modules/announcements/repository';
import { AnnouncementService } from './modules/announcements/service';
import { AuthService } from './modules/auth/service';
import { OwnerDashboardRepository } from './modules/sales/dashboard-repository';
import { OwnerDashboardService } from './modules/sales/dashboard';
import { AvailabilityRepository } from './modules/availability/repository';
import { AvailabilityService } from './modules/availability/service';
import { BookingAnswers } from './modules/bookings/answers';
import { BookingDocuments } from './modules/bookings/booking-documents';
import { Cancellations } from './modules/bookings/cancellation';
import { MoveRepository } from './modules/bookings/move-repository';
import { BookingMoves } from './modules/bookings/moves';
import { DocumentRepository } from './modules/bookings/document-repository';
import { ExtraCharges } from './modules/bookings/extra-charges';
import { OnPaid } from './modules/bookings/on-paid';
import { PaymentRepository } from './modules/bookings/payment-repository';
import { BookingReads } from './modules/bookings/read';
import { RefundRepository } from './modules/bookings/refund-repository';
import { Refunds } from './modules/bookings/refunds';
import { BookingRepository } from './modules/bookings/repository';
import { Reviews } from './modules/bookings/reviews';
import { BookingAudience, type BookingNews } from './modules/bookings/shared';
import { BookingSweep } from './modules/bookings/sweep';
import { ContactRepository } from './modules/contact/repository';
import { ContactService } from './modules/contact/service';
import { CountryRepository } from './modules/countries/repository';
import { CountryService } from './modules/countries/service';
import { EnquiryAccessRepository } from './modules/enquiries/access';
import { Attachments } from './modules/enquiries/attachments';
import { EnquiryRepository } from './modules/enquiries/repository';
import { EnquiryService } from './modules/enquiries/service';
import { EstimateRepository } from './modules/estimates/repository';
import { EstimateService } from './modules/estimates/service';
import { FavoriteRepository } from './modules/favorites/repository';
import { FavoriteService } from './modules/favorites/service';
import { NotificationRepository } from './modules/notifications/repository';
import { NotificationsService } from './modules/notifications/service';
import { OfferRepository } from './modules/offers/repository';
import { OfferExpiry } from './modules/offers/expiry';
import { OfferParts } from './modules/offers/parts';
import { BookingRequestService } from './modules/offers/requests';
import { OfferService } from './modules/offers/service';
import { InstantBookingService } from './modules/offers/instant';
import { ListingPhotos } from './modules/owner-venues/photos';
import { OwnerVenueRepository } from './modules/owner-venues/repository';
import { OwnerVenueService } from './modules/owner-venues/service';
import { OwnerSpaceService } from './modules/owner-venues/spaces';
import { PAYMENT_SWEEP_EVERY_MS, PaymentService } from './modules/payments/service';
import { StripeWebhooks } from './modules/payments/stripe-webhooks';
import { PayoutRepository } from './modules/payouts/repository';
import { PayoutService } from './modules/payouts/service';
import { Transfers } from './modules/payouts/transfers';
import { RecentlyViewedRepository } from './modules/recently-viewed/repository';
import { RecentlyViewedService } from './modules/recently-viewed/service';
import { SalesRepository } from './modules/sales/repository';
import { SalesService } from './modules/sales/service';
import { ShortlistRepository } from './modules/shortlists/repository';
import { ShortlistService } from './modules/shortlists/service';
import { InvitationService } from './modules/team/invitation-service';
import { TeamInvitations } from './modules/team/invitations';
import { TeamRepository } from './modules/team/repository';
import { TeamService } from './modules/team/service';
import { LinkTokens } from './modules/users/link-tokens';
import { UserRepository } from './modules/users/repository';
import { UserService } from './modules/users/service';
import { VenueRepository } from './modules/venues/repository';
import { VenueService } from './modules/venues/service';

/**
 * Every service of the API, built once per app from repositories and what the plugins decorate the
 * app with (database, mailer, storage, tokens, realtime). Route files and socket handlers read them
 * from `app.services` and build nothing, so this is the one place that shows what depends on what
 * (docs/architecture.md "Server: layers and modules", docs/adr/0100-services-built-in-one-place.md).
 */
export function buildServices(app: FastifyInstance) {
  const { db, config } = app;
  // One hasher at the config's cost: OWASP's from loadConfig(), a cheap one from testConfig() (lib/password.ts).
  const passwords = new Passwords(config.passwordCost);
  const mail = new AccountMailer(app.mailer, config.publicUrl);
  const { provider, stripe } = paymentProvider(config);
  const photos = new ListingPhotos(app.storage);
  const notifications = new NotificationsService(new NotificationRepository(db), app.notify, mail);

  const enquiries = new EnquiryService(new EnquiryRepository(db), new EnquiryAccessRepository(db), {
    attachments: new Attachments(app.storage),
    notify: app.notify,
    notifications,
    io: app.io,
    publicUrl: config.publicUrl,
  });
  const offerRepo = new OfferRepository(db);
  const offerAccess = new EnquiryAccessRepository(db);
  const offerParts = new OfferParts(offerRepo, offerAccess, {
    notify: app.notify,
    notifications,
    conversations: enquiries,
    enquiries: new EnquiryRepository(db),
    publicUrl: config.publicUrl,
  });
  const offers = new OfferService(offerRepo, offerAccess, offerParts);
  const offerExpiry = new OfferExpiry(offerRepo, offerAccess, offerParts);
  const estimates = new EstimateService(new EstimateRepository(db));
  const payoutLog = app.log.child({ module: 'payouts' });
  const transfers = new Transfers(new PayoutRepository(db), provider.connect, payoutLog);
  const payouts = new PayoutService(new PayoutRepository(db), provider.connect, transfers, config.publicUrl, payoutLog);
  const bookings = buildBookings(app, { enquiries, notifications, provider, transfers, estimates });
  const payments = new PaymentService(bookings.repos.payments, bookings.repos.bookings, bookings.repos.refunds, {
    provider,
    onPaid: bookings.handlers.onPaid,
    refunds: bookings.handlers.refunds,
    offers: new OfferRepository(db),
    offerExpiry,
    access: new EnquiryAccessRepository(db),
    notify: app.notify,
    publicUrl: config.publicUrl,
    testSettleDelayMs: config.testProviderSettleDelayMs,
  });

  const adminRepo = new AdminRepository(db);
  const reviewRepo = new AdminReviewRepository(db);
  const reviewDeps: AdminReviewDeps = {
    mail,
    notice: async (tenantId, userId, payload) => void (await notifications.create(tenantId, userId, 'SYSTEM', payload)),
  };

  return {
    notifications,
    auth: new AuthService(new UserRepository(db), app.tokens, app.rateLimiter, config.rateLimit, mail, passwords),
    accounts: new AccountService({ users: new UserRepository(db), links: new LinkTokens(db) }, app.tokens, mail, app.rateLimiter, config.accountLimits, passwords, new SignupDevice(config.jwtSecret)),
    invitations: new InvitationService({ users: new UserRepository(db), links: new LinkTokens(db), invitations: new TeamInvitations(db) }, app.tokens, mail, app.rateLimiter, config.accountLimits, passwords),
    google: new GoogleSignIn(
      config.google,
      { users: new UserRepository(db), links: new LinkTokens(db), states: new OAuthStateRepository(db), countries: new CountryRepository(db) },
      mail,
      passwords,
    ),
    users: new UserService(new UserRepository(db), new LinkTokens(db), new CountryRepository(db), app.tokens, app.storage, mail, passwords),
    countries: new CountryService(new CountryRepository(db)),
    announcements: new AnnouncementService(new AnnouncementRepository(db)),
    contact: new ContactService(new ContactRepository(db)),
    venues: new VenueService(new VenueRepository(db)),
    estimates,
    favorites: new FavoriteService(new FavoriteRepository(db)),
    shortlists: new ShortlistService(new ShortlistRepository(db)),
    recentlyViewed: new RecentlyViewedService(new RecentlyViewedRepository(db)),
    enquiries,
    offers,
    bookingRequests: new BookingRequestService(offerRepo, offerAccess, offerParts),
    instantBookings: new InstantBookingService(offerRepo, new EnquiryRepository(db), estimates, offerParts, config.instantBookLimits, app.rateLimiter),
    offerExpiry,
    bookings: bookings.handlers,
    payments,
    stripeWebhooks: new StripeWebhooks(
      bookings.repos.payments,
      bookings.repos.refunds,
      payments,
      bookings.handlers.refunds,
      stripe && config.stripe ? { client: stripe, webhookSecret: config.stripe.webhookSecret, connectWebhookSecret: config.stripe.connectWebhookSecret } : null,
      { payouts, transfers, log: payoutLog },
    ),
    payouts,
    transfers,
    sales: new SalesService(new SalesRepository(db)),
    ownerDashboard: new OwnerDashboardService(new OwnerDashboardRepository(db)),
    ownerVenues: new OwnerVenueService(new OwnerVenueRepository(db), new VenueRepository(db), photos),
    ownerSpaces: new OwnerSpaceService(new OwnerVenueRepository(db), photos),
    geocoding: new GeocodeService(geocoderFor(config.geocoder), app.rateLimiter, app.log),
    team: new TeamService(new TeamRepository(db), new LinkTokens(db), app.tokens.refresh, app.sessionSockets, mail, new TeamInvitations(db)),
    availability: new AvailabilityService(new AvailabilityRepository(db), config.publicUrl),
    venueReview: new VenueReviewService(reviewRepo, new OwnerVenueRepository(db), new VenueRepository(db), reviewDeps),
    ratings: new RatingsService(reviewRepo, reviewDeps),
    storefronts: new StorefrontService(adminRepo, photos),
    admins: new AdminAccountService(adminRepo, app.sessionSockets),
    audit: new AuditLogService(adminRepo),
  };
}

/**
 * The bookings' use cases (modules/bookings), each a small class given exactly what it uses: the
 * four repositories (bookings, payments, refunds, documents), the handlers it builds on, and how news
 * reaches people. PaymentService needs of bookings only `onPaid` (what a succeeded payment does) and `refunds`
 * (a refund Stripe reports paid back).
 */
function buildBookings(app: FastifyInstance, s: { enquiries: EnquiryService; notifications: NotificationsService; provider: PaymentProvider; transfers: Transfers; estimates: EstimateService }) {
  const { db, config } = app;
  const repos = { bookings: new BookingRepository(db), payments: new PaymentRepository(db), refunds: new RefundRepository(db), documents: new DocumentRepository(db) };
  const offers = new OfferRepository(db);
  const access = new EnquiryAccessRepository(db);
  const enquiries = new EnquiryRepository(db);
  const productName = async (tenantId: string) => (await repos.bookings.productName(tenantId)) ?? 'Venuely';
  const news: BookingNews = { audience: new BookingAudience(enquiries, config.publicUrl), conversations: s.enquiries, notifications: s.notifications, notify: app.notify };

  const answers = new BookingAnswers(repos.bookings, repos.payments, repos.refunds, repos.documents);
  const documents = new BookingDocuments(repos.bookings, repos.payments, repos.refunds, repos.documents, productName);
  const refunds = new Refunds(repos.refunds, repos.payments, repos.documents, documents, answers, s.provider, { bookings: repos.bookings, news }, s.transfers);
  const reviews = new Reviews(repos.bookings, answers, news, (tenantId, venueId) => refreshVenueSummaries(db, tenantId, [venueId]));
  return {
    repos,
    handlers: {
      read: new BookingReads(repos.bookings, answers, productName, config.publicUrl),
      documents,
      onPaid: new OnPaid(repos.bookings, repos.payments, repos.documents, offers, access, enquiries, refunds, documents, answers, news, productName, config.publicUrl, s.transfers),
      cancellations: new Cancellations(repos.bookings, repos.payments, access, offers, refunds, answers, news),
      refunds,
      extraCharges: new ExtraCharges(repos.bookings, repos.payments, answers, news),
      moves: new BookingMoves(repos.bookings, new MoveRepository(db), repos.payments, s.estimates, refunds, news),
      reviews,
      sweep: new BookingSweep(repos.bookings, repos.refunds, reviews, refunds, s.transfers),
    },
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built by buildServices before the routes are registered. */
    services: Services;
  }
}

/** How often each API node looks for offers whose time is up, and completes, publishes and retries bookings (docs/transactions.md). */
const OFFER_SWEEP_EVERY_MS = 5_000;
const BOOKING_SWEEP_EVERY_MS = 5_000;

/** The work each API node does on its own, every few seconds, once the app is ready (lib/sweep.ts). */
export function startSweeps(app: FastifyInstance, s: Services): void {
  everyFewSeconds(app, 'offer sweep', OFFER_SWEEP_EVERY_MS, () => s.offerExpiry.sweep());
  everyFewSeconds(app, 'booking sweep', BOOKING_SWEEP_EVERY_MS, () => s.bookings.sweep.run());
  everyFewSeconds(app, 'payment sweep', PAYMENT_SWEEP_EVERY_MS, () => s.payments.sweep());
}
