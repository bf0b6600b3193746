import { z } from 'zod';
import type { InstantBookRules } from '../instant-book-rules';
import { WEEKDAYS, type Weekday } from '../owner-lists';
import type { LoginResponseV1, LoginResponseV2, RefreshTokenResponse } from '../auth';
import {
  VERIFY_PURPOSES,
  type AuthProviders,
  type CompleteProfileInfo,
  type GoogleSignInResponse,
  type MessageResponse,
  type NotificationPreference,
  type RegistrationResponseV2,
  type VerifyEmailResponse,
} from '../accounts';
import { ANNOUNCEMENT_TARGETS, TARGET_DEVICES, type Announcement } from '../announcements';
import { NOTIFICATION_TYPES } from '../constants';
import {
  AMENITY_KEYS,
  CANCELLATION_POLICY_IDS,
  EVENT_TYPE_KEYS,
  PRICE_UNITS,
  SPACE_TYPE_KEYS,
} from '../discovery-lists';
import type {
  FacetCount,
  Photo,
  PriceFrom,
  RatingSummary,
  Review,
  SearchFacets,
  SpaceDetail,
  SpaceWithVenue,
  UserReview,
  VenueCard,
  VenueDetail,
  VenueFilters,
  VenuePlace,
  VenueSearchResult,
} from '../discovery';
import type { Favorite, FavoriteFolder, FavoriteFolderDetail, RecentlyViewedItem, SavedVenue } from '../favorites';
import type { CountrySetting, NotificationCounts } from '../misc';
import { ROLES } from '../roles';
import type { Address, User } from '../user';
import type { Page } from '../common';
import { messageAnswer, obj, pageOf, same } from './common';

// ------------------------------------------------------------------ users and sign-in

export const addressAnswer = obj({ country: z.string(), address1: z.string(), address2: z.string(), city: z.string(), province: z.string(), postalCode: z.string() });
same<z.infer<typeof addressAnswer>, Address>(true);

export const userAnswer = obj({
  _id: z.string(),
  first_name: z.string(),
  middleName: z.string(),
  last_name: z.string(),
  givenName: z.string(),
  surname: z.string(),
  email: z.string(),
  country: z.string(),
  type: z.string(),
  role: z.array(z.enum(ROLES)),
  assigned_roles: z.union([z.number(), z.literal('NO_ROLES_ASSIGNED'), z.null(), z.undefined()]),
  organization: z.string().nullable(),
  sites: z.array(z.string()),
  status: z.enum(['active', 'invited', 'suspended', 'deleted']),
  profile_picture: z.string(),
  date_of_birth: z.string(),
  phone_number: z.string(),
  primaryPhone: z.string(),
  mobilePhone: z.string(),
  stripe_account: z.string(),
  address: addressAnswer,
  room_id: z.string(),
  email_verified: z.boolean(),
  pending_email: z.string(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'User' });
same<z.infer<typeof userAnswer>, User>(true);

export const loginAnswerV1 = obj({ accessToken: z.string(), refreshToken: z.string() });
same<z.infer<typeof loginAnswerV1>, LoginResponseV1>(true);
same<z.infer<typeof loginAnswerV1>, RefreshTokenResponse>(true);
export const loginAnswerV2 = obj({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number(), user: userAnswer });
same<z.infer<typeof loginAnswerV2>, LoginResponseV2>(true);

export { messageAnswer };
same<z.infer<typeof messageAnswer>, MessageResponse>(true);
export const registrationAnswerV2 = obj({ message: z.string(), email: z.string() });
same<z.infer<typeof registrationAnswerV2>, RegistrationResponseV2>(true);
export const verifyEmailAnswer = obj({ purpose: z.enum(VERIFY_PURPOSES), email: z.string(), session: loginAnswerV2.optional() });
same<z.infer<typeof verifyEmailAnswer>, VerifyEmailResponse>(true);
export const passwordResetCheckAnswer = obj({ valid: z.literal(true) });
export const completeProfileInfoAnswer = obj({ email: z.string(), organization_name: z.string(), role_label: z.string(), first_name: z.string(), last_name: z.string() });
same<z.infer<typeof completeProfileInfoAnswer>, CompleteProfileInfo>(true);
export const authProvidersAnswer = obj({ google: z.boolean() });
same<z.infer<typeof authProvidersAnswer>, AuthProviders>(true);
export const googleSignInAnswer = obj({ ...loginAnswerV2.shape, returnTo: z.string().nullable(), created: z.boolean() });
same<z.infer<typeof googleSignInAnswer>, GoogleSignInResponse>(true);

export const notificationPreferenceAnswer = obj({ type: z.enum(NOTIFICATION_TYPES), email: z.boolean(), in_app: z.boolean() });
same<z.infer<typeof notificationPreferenceAnswer>, NotificationPreference>(true);
export const notificationCountsAnswer = obj({ unreadCountsByType: z.partialRecord(z.enum(NOTIFICATION_TYPES), z.number()), totalUnreadCount: z.number() });
same<z.infer<typeof notificationCountsAnswer>, NotificationCounts>(true);

export const countrySettingAnswer = obj({
  _id: z.string(),
  country_name: z.string(),
  cca2: z.string(),
  photo: z.array(obj({ path: z.string() })),
  currency: z.string().nullable(),
  active: z.boolean(),
  phone_country: z.string(),
  is_default: z.boolean(),
});
same<z.infer<typeof countrySettingAnswer>, CountrySetting>(true);

export const announcementAnswer = obj({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  attachment: obj({ path: z.string() }).nullable(),
  active: z.boolean(),
  viewed: z.boolean(),
  target: z.enum(ANNOUNCEMENT_TARGETS),
  target_device: z.enum(TARGET_DEVICES),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Announcement' });
same<z.infer<typeof announcementAnswer>, Announcement>(true);
export const announcementPageAnswer = pageOf(announcementAnswer);
same<z.infer<typeof announcementPageAnswer>, Page<Announcement>>(true);

// ------------------------------------------------------------------ discovery

export const photoAnswer = obj({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });
same<z.infer<typeof photoAnswer>, Photo>(true);
export const priceFromAnswer = obj({ amount: z.number(), currency: z.string().nullable(), unit: z.enum(PRICE_UNITS), per_hour: z.number().nullable() });
same<z.infer<typeof priceFromAnswer>, PriceFrom>(true);

const instantWindow = obj({ open: z.string(), close: z.string() }).nullable();
export const instantBookRulesAnswer = obj({
  min_notice_hours: z.number(),
  max_hours: z.number(),
  hours: obj(Object.fromEntries(WEEKDAYS.map((d) => [d, instantWindow])) as Record<Weekday, typeof instantWindow>),
});
same<z.infer<typeof instantBookRulesAnswer>, InstantBookRules>(true);

const venueCardShape = {
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  area: z.string(),
  country: z.string(),
  photo: photoAnswer.nullable(),
  rating_avg: z.number().nullable(),
  rating_count: z.number(),
  event_types: z.array(z.enum(EVENT_TYPE_KEYS)),
  max_capacity: z.number(),
  price_from: priceFromAnswer.nullable(),
  spaces_count: z.number(),
  instant_book: z.boolean().optional(),
  location: obj({ lat: z.number(), lng: z.number() }).nullable(),
};
export const venueCardAnswer = obj(venueCardShape).meta({ id: 'VenueCard' });
same<z.infer<typeof venueCardAnswer>, VenueCard>(true);

const capacity = obj({ standing: z.number(), seated: z.number(), theatre: z.number(), banquet: z.number() });
const spaceDetailShape = {
  _id: z.string(),
  venue_id: z.string(),
  name: z.string(),
  description: z.string(),
  space_type: z.enum(SPACE_TYPE_KEYS),
  capacity,
  max_capacity: z.number(),
  size_sqm: z.number().nullable(),
  pricing: obj({
    currency: z.string().nullable(),
    per_hour: obj({ amount: z.number(), min_hours: z.number() }).nullable(),
    per_day: obj({ amount: z.number() }).nullable(),
    packages: z.array(obj({ name: z.string(), description: z.string(), amount: z.number(), per_person: z.boolean(), hours: z.number() })),
  }),
  price_from: priceFromAnswer.nullable(),
  photos: z.array(photoAnswer),
  features: z.array(z.string()),
  instant_book: instantBookRulesAnswer.nullable().optional(),
};
export const spaceDetailAnswer = obj(spaceDetailShape);
same<z.infer<typeof spaceDetailAnswer>, SpaceDetail>(true);
export const spaceWithVenueAnswer = obj({
  ...spaceDetailShape,
  venue: obj({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    area: z.string(),
    country: z.string(),
    photo: photoAnswer.nullable(),
    cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  }),
});
same<z.infer<typeof spaceWithVenueAnswer>, SpaceWithVenue>(true);

const reviewShape = { _id: z.string(), venue_id: z.string(), rating: z.number(), comment: z.string(), author_name: z.string(), created_at: z.string() };
export const reviewAnswer = obj(reviewShape);
same<z.infer<typeof reviewAnswer>, Review>(true);
export const userReviewAnswer = obj({
  ...reviewShape,
  venue: obj({ _id: z.string(), slug: z.string(), name: z.string(), country: z.string(), city: z.string(), photo: photoAnswer.nullable(), published: z.boolean() }),
});
same<z.infer<typeof userReviewAnswer>, UserReview>(true);

const count = z.number();
export const ratingSummaryAnswer = obj({ average: z.number().nullable(), count, distribution: obj({ 1: count, 2: count, 3: count, 4: count, 5: count }) });
same<z.infer<typeof ratingSummaryAnswer>, RatingSummary>(true);

export const venueDetailAnswer = obj({
  ...venueCardShape,
  description: z.string(),
  address: z.string(),
  postal_code: z.string(),
  location: obj({ lat: z.number(), lng: z.number() }),
  time_zone: z.string(),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  photos: z.array(photoAnswer),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  spaces: z.array(spaceDetailAnswer),
  rating: ratingSummaryAnswer,
  reviews: z.array(reviewAnswer),
  organization: obj({ name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
same<z.infer<typeof venueDetailAnswer>, VenueDetail>(true);

export const facetCountAnswer = obj({ value: z.string(), count: z.number() });
same<z.infer<typeof facetCountAnswer>, FacetCount>(true);
const facets = z.array(facetCountAnswer);
export const searchFacetsAnswer = obj({ event_types: facets, amenities: facets, cities: facets, space_types: facets });
same<z.infer<typeof searchFacetsAnswer>, SearchFacets>(true);
export const venueSearchAnswer = obj({ ...pageOf(venueCardAnswer).shape, facets: searchFacetsAnswer });
same<z.infer<typeof venueSearchAnswer>, VenueSearchResult>(true);
export const venueFiltersAnswer = obj({
  country: z.string(),
  currency: z.string().nullable(),
  total: z.number(),
  cities: z.array(obj({ value: z.string(), count: z.number(), areas: facets })),
  event_types: facets,
  amenities: facets,
  space_types: facets,
  price: obj({ min: z.number(), max: z.number() }).nullable(),
  max_capacity: z.number(),
});
same<z.infer<typeof venueFiltersAnswer>, VenueFilters>(true);
export const venuePlaceAnswer = obj({ kind: z.enum(['area', 'city']), name: z.string(), city: z.string(), count: z.number() });
same<z.infer<typeof venuePlaceAnswer>, VenuePlace>(true);
export const reviewPageAnswer = pageOf(reviewAnswer);
export const userReviewPageAnswer = pageOf(userReviewAnswer);

// ------------------------------------------------------------------ favourites and recently viewed

export const favoriteFolderAnswer = obj({ _id: z.string(), name: z.string(), count: z.number(), cover: photoAnswer.nullable(), created_at: z.string(), updated_at: z.string() });
same<z.infer<typeof favoriteFolderAnswer>, FavoriteFolder>(true);
export const favoriteFolderDetailAnswer = obj({ folder: favoriteFolderAnswer, venues: pageOf(obj({ ...venueCardShape, saved_at: z.string() })) });
same<z.infer<typeof favoriteFolderDetailAnswer>, FavoriteFolderDetail>(true);
export const savedVenueAnswer = obj({ venue_id: z.string(), folder_ids: z.array(z.string()) });
same<z.infer<typeof savedVenueAnswer>, SavedVenue>(true);
export const favoriteAnswer = obj({ venue_id: z.string(), folder_id: z.string(), created_at: z.string() });
same<z.infer<typeof favoriteAnswer>, Favorite>(true);
export const recentlyViewedItemAnswer = obj({ ...venueCardShape, viewed_at: z.string() });
same<z.infer<typeof recentlyViewedItemAnswer>, RecentlyViewedItem>(true);
