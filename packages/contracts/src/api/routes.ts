import { z } from 'zod';
import {
  accountRecoveryBody,
  completeProfileBody,
  deleteAccountBody,
  emailChangeBody,
  googleCallbackBody,
  googleUrlQuery,
  inviteBody,
  notificationPreferencesBody,
  passwordResetBody,
  resendVerificationBody,
} from '../accounts';
import { announcementInput, announcementLogBody, announcementPatch, announcementQuery } from '../announcements';
import { loginBody, logoutBody, refreshTokenBody, updatePasswordBody } from '../auth';
import { objectId, safeString } from '../common';
import { NOTIFICATION_TYPES } from '../constants';
import { recommendedQuery, reviewsQuery, spaceParams, venueFiltersQuery, venueParams, venuePlacesQuery, venueSearchQuery } from '../discovery';
import {
  favoriteBody,
  favoriteMoveBody,
  folderNameBody,
  folderParams,
  folderQuery,
  recentlyViewedBody,
  recentlyViewedMergeBody,
  recentlyViewedQuery,
} from '../favorites';
import { contactMessageBody } from '../misc';
import { PROFILE_PICTURE } from '../accounts';
import { registrationFields } from '../registration';
import { addressBody, mobilePhoneBody, primaryPhoneBody, userNameBody, userPatchBody } from '../user';
import * as A from './answers';
import { dataOf, errors, okAnswer } from './common';

/*
 * The schemas of every route: params, querystring, body and answers (the server declares them with
 * fastify-type-provider-zod; the OpenAPI document at /api/openapi.json is generated from them).
 * Paths live with the handlers (server/src/modules/<m>/routes.ts); names here follow the handlers.
 */

/**
 * Schemas whose checks depend on the caller (the account's country, the password policy, which is
 * asynchronous): the route documents them, and the handler or service checks them after the
 * checks that come first (sign-in, ownership). The server's validator leaves these alone.
 */
export const checkedInHandler = new WeakSet<z.ZodType>();
const inHandler = <T extends z.ZodType>(schema: T): T => {
  checkedInHandler.add(schema);
  return schema;
};

const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const idParams = z.object({ id: objectId });
const tokenParams = z.object({ token: safeString() });
/** A link's token in a body: a malformed one answers INVALID_TOKEN like a wrong one (the handler checks). */
const tokenBody = z.object({ token: safeString({ message: 'The link is incomplete. Open it again from the e-mail.' }) }).strict();
/** POST /v1/notifications/read: some types, or all when absent. */
export const markReadBody = z
  .object({ types: z.array(z.enum(NOTIFICATION_TYPES, { message: `Type must be one of ${NOTIFICATION_TYPES.join(', ')}` })).optional() })
  .strict();

const tags = (name: string) => ({ tags: [name] });
/** OpenAPI security of a call that needs a signed-in user: the tenant headers and a bearer access token. */
const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
/** Mark every call of a module object as signed in (in the document). */
const allSignedIn = <T extends Record<string, object>>(routes: T): { [K in keyof T]: T[K] & typeof signedIn } =>
  Object.fromEntries(Object.entries(routes).map(([k, v]) => [k, { ...v, ...signedIn }])) as never;

export const healthApi = {
  health: { ...tags('health'), summary: 'Liveness (no tenant headers)', security: [], response: { 200: z.strictObject({ status: z.literal('ok') }), ...errors() } },
};

export const authApi = {
  loginV1: { ...tags('auth'), summary: 'Sign in (v1: the tokens)', body: loginBody, response: { ...ok(A.loginAnswerV1), ...errors(403) } },
  loginV2: { ...tags('auth'), summary: 'Sign in (v2: tokens, lifetime and user)', body: loginBody, response: { ...ok(A.loginAnswerV2), ...errors(403) } },
  refresh: {
    ...tags('auth'),
    summary: 'A new access token from the refresh cookie (or body)',
    body: refreshTokenBody.prefault({}),
    response: { ...ok(A.loginAnswerV1), ...errors() },
  },
  logout: {
    ...tags('auth'),
    summary: 'Ends the session family; always succeeds (a malformed body just revokes nothing)',
    body: logoutBody.catch({}),
    response: { ...ok(okAnswer), ...errors() },
  },
  updatePassword: { ...tags('auth'), ...signedIn, summary: 'Change the password (policy checked by the handler)', body: inHandler(updatePasswordBody), response: { ...ok(okAnswer), ...errors(403) } },
};

export const accountsApi = {
  registrationV1: { ...tags('accounts'), summary: 'Sign up (v1)', body: inHandler(registrationFields), response: { ...created(A.messageAnswer), ...errors() } },
  registrationV2: { ...tags('accounts'), summary: 'Sign up (v2: also the address)', body: inHandler(registrationFields), response: { ...created(A.registrationAnswerV2), ...errors() } },
  verifyEmail: { ...tags('accounts'), summary: 'Confirm an address with the mailed token', body: tokenBody, response: { ...ok(A.verifyEmailAnswer), ...errors() } },
  resendVerification: { ...tags('accounts'), summary: 'Mail the verification link again', body: resendVerificationBody, response: { ...ok(A.messageAnswer), ...errors() } },
  accountRecovery: { ...tags('accounts'), summary: 'Mail a password-reset link', body: accountRecoveryBody, response: { ...ok(A.messageAnswer), ...errors() } },
  checkPasswordReset: { ...tags('accounts'), summary: 'Whether a reset link can still be used', params: tokenParams, response: { ...ok(A.passwordResetCheckAnswer), ...errors() } },
  resetPassword: {
    ...tags('accounts'),
    summary: 'Set a new password with a reset link (policy checked by the handler)',
    params: tokenParams,
    body: inHandler(passwordResetBody),
    response: { ...ok(A.messageAnswer), ...errors() },
  },
  invite: { ...tags('accounts'), ...signedIn, summary: 'Invite a team member (venue owners and admins)', body: inviteBody, response: { ...created(A.messageAnswer), ...errors(403, 409) } },
  completeProfileInfo: { ...tags('accounts'), summary: 'What an invitation link is for', params: tokenParams, response: { ...ok(A.completeProfileInfoAnswer), ...errors() } },
  completeProfile: {
    ...tags('accounts'),
    summary: 'Accept an invitation (policy checked by the handler); signs in',
    params: tokenParams,
    body: inHandler(completeProfileBody),
    response: { ...ok(A.loginAnswerV2), ...errors() },
  },
  providers: { ...tags('accounts'), summary: 'Which sign-in providers are set up', response: { ...ok(A.authProvidersAnswer), ...errors() } },
  googleUrl: { ...tags('accounts'), summary: "Google's sign-in URL (sets a binding cookie)", querystring: googleUrlQuery, response: { ...ok(z.string()), ...errors(503) } },
  googleCallback: { ...tags('accounts'), summary: 'Finish a Google sign-in', body: googleCallbackBody, response: { ...ok(A.googleSignInAnswer), ...errors(403, 503) } },
};

export const usersApi = allSignedIn({
  me: { ...tags('users'), summary: 'The signed-in user', response: { ...ok(A.userAnswer), ...errors() } },
  patch: {
    ...tags('users'),
    summary:
      "Edit a user (self, or a full admin); the phone is checked for the account's country by the service. A full admin may set a customer's or venue account's email (audited, the old address told, sessions ended), never another admin's (403)",
    params: idParams,
    body: inHandler(userPatchBody),
    response: { ...ok(A.userAnswer), ...errors(403, 404, 409) },
  },
  deleteSelf: { ...tags('users'), summary: 'Delete the own account', body: deleteAccountBody.prefault({} as z.input<typeof deleteAccountBody>), response: { ...ok(okAnswer), ...errors() } },
  setPicture: {
    ...tags('users'),
    summary: `Upload a profile picture (multipart/form-data, field "${PROFILE_PICTURE.field}", JPEG/PNG/WebP ≤ 5 MB)`,
    params: idParams,
    consumes: ['multipart/form-data'],
    response: { ...ok(A.userAnswer), ...errors(403, 404) },
  },
  removePicture: { ...tags('users'), summary: 'Remove the profile picture', params: idParams, response: { ...ok(A.userAnswer), ...errors(403, 404) } },
  name: { ...tags('users'), summary: 'Change the name (self)', params: idParams, body: userNameBody, response: { ...ok(A.userAnswer), ...errors(403, 404) } },
  email: {
    ...tags('users'),
    summary: 'Start an e-mail change (self; ownership is checked before the body)',
    params: idParams,
    body: inHandler(emailChangeBody),
    response: { ...ok(A.userAnswer), ...errors(403, 404, 409) },
  },
  address: { ...tags('users'), summary: 'Change the address (self)', params: idParams, body: addressBody, response: { ...ok(A.userAnswer), ...errors(403, 404) } },
  primaryPhone: {
    ...tags('users'),
    summary: "Change the primary phone (self; checked for the account's country, '' removes it)",
    params: idParams,
    body: inHandler(primaryPhoneBody),
    response: { ...ok(A.userAnswer), ...errors(403, 404) },
  },
  mobilePhone: {
    ...tags('users'),
    summary: "Change the mobile phone (self; checked for the account's country, '' removes it)",
    params: idParams,
    body: inHandler(mobilePhoneBody),
    response: { ...ok(A.userAnswer), ...errors(403, 404) },
  },
});

export const countriesApi = {
  list: { ...tags('countries'), summary: 'The storefront countries, by name', response: { ...ok(z.array(A.countrySettingAnswer)), ...errors() } },
};

export const notificationsApi = allSignedIn({
  counts: { ...tags('notifications'), summary: 'Unread counts by type', response: { ...ok(A.notificationCountsAnswer), ...errors() } },
  preferences: { ...tags('notifications'), summary: 'Every type with its e-mail and in-app switches', response: { ...ok(z.array(A.notificationPreferenceAnswer)), ...errors() } },
  setPreferences: {
    ...tags('notifications'),
    summary: 'Save some or all types; answers the whole list',
    body: notificationPreferencesBody,
    response: { ...ok(z.array(A.notificationPreferenceAnswer)), ...errors() },
  },
  markRead: { ...tags('notifications'), summary: 'Mark some types (or all) read', body: markReadBody.prefault({}), response: { ...ok(A.notificationCountsAnswer), ...errors() } },
});

export const announcementsApi = allSignedIn({
  list: {
    ...tags('announcements'),
    summary: 'A page of announcements, or one with ?_id (non-admins: active ones aimed at them)',
    querystring: announcementQuery,
    response: { ...ok(z.union([A.announcementPageAnswer, A.announcementAnswer])), ...errors(404) },
  },
  create: { ...tags('announcements'), summary: 'Create (full admins, admin members)', body: announcementInput, response: { ...created(A.announcementAnswer), ...errors(403) } },
  update: { ...tags('announcements'), summary: 'Edit', params: idParams, body: announcementPatch, response: { ...ok(A.announcementAnswer), ...errors(403, 404) } },
  remove: { ...tags('announcements'), summary: 'Delete', params: idParams, response: { ...ok(okAnswer), ...errors(403, 404) } },
  log: { ...tags('announcements'), summary: '"Don\'t show me this again" (idempotent)', body: announcementLogBody, response: { ...created(okAnswer), ...errors(404) } },
});

export const contactApi = {
  send: { ...tags('contact'), summary: 'The public contact form', body: contactMessageBody, response: { ...created(z.strictObject({ _id: z.string() })), ...errors() } },
};

export const venuesApi = {
  search: { ...tags('venues'), summary: 'Search the published venues of a storefront', querystring: venueSearchQuery, response: { ...ok(A.venueSearchAnswer), ...errors() } },
  recommended: { ...tags('venues'), summary: 'Best-rated venues', querystring: recommendedQuery, response: { ...ok(z.array(A.venueCardAnswer)), ...errors() } },
  filters: { ...tags('venues'), summary: "What a storefront's venues offer, for the filter panel", querystring: venueFiltersQuery, response: { ...ok(A.venueFiltersAnswer), ...errors() } },
  places: { ...tags('venues'), summary: 'Areas and cities matching what a person types in "Where", with their venue counts', querystring: venuePlacesQuery, response: { ...ok(z.array(A.venuePlaceAnswer)), ...errors() } },
  detail: { ...tags('venues'), summary: 'A published venue by id or slug', params: venueParams, response: { ...ok(A.venueDetailAnswer), ...errors(404) } },
  space: { ...tags('venues'), summary: 'A published space with its venue', params: spaceParams, response: { ...ok(A.spaceWithVenueAnswer), ...errors(404) } },
  reviews: { ...tags('venues'), summary: "A venue's reviews, newest first", params: venueParams, querystring: reviewsQuery, response: { ...ok(A.reviewPageAnswer), ...errors(404) } },
  userReviews: { ...tags('venues'), ...signedIn, summary: "The signed-in user's reviews", querystring: reviewsQuery, response: { ...ok(A.userReviewPageAnswer), ...errors() } },
};

export const favoritesApi = allSignedIn({
  folders: { ...tags('favorites'), summary: "The user's folders, oldest first", response: { ...ok(z.array(A.favoriteFolderAnswer)), ...errors() } },
  createFolder: { ...tags('favorites'), summary: 'Create a folder', body: folderNameBody, response: { ...created(A.favoriteFolderAnswer), ...errors(409) } },
  folder: { ...tags('favorites'), summary: 'A folder and a page of its venues', params: folderParams, querystring: folderQuery, response: { ...ok(A.favoriteFolderDetailAnswer), ...errors(404) } },
  renameFolder: { ...tags('favorites'), summary: 'Rename a folder', params: folderParams, body: folderNameBody, response: { ...ok(A.favoriteFolderAnswer), ...errors(404, 409) } },
  deleteFolder: { ...tags('favorites'), summary: 'Delete a folder and its saves', params: folderParams, response: { ...ok(okAnswer), ...errors(404) } },
  add: { ...tags('favorites'), summary: 'Save a venue in a folder', body: favoriteBody, response: { ...created(A.favoriteAnswer), ...errors(404, 409) } },
  remove: { ...tags('favorites'), summary: 'Remove a venue from a folder', body: favoriteBody, response: { ...ok(okAnswer), ...errors(404) } },
  move: { ...tags('favorites'), summary: 'Move a saved venue to another folder', body: favoriteMoveBody, response: { ...ok(A.favoriteAnswer), ...errors(404) } },
  savedVenues: { ...tags('favorites'), summary: 'Which venues the user saved, in which folders', response: { ...ok(z.array(A.savedVenueAnswer)), ...errors() } },
});

export const recentlyViewedApi = allSignedIn({
  list: { ...tags('recently-viewed'), summary: 'Recently viewed venues, newest first', querystring: recentlyViewedQuery, response: { ...ok(z.array(A.recentlyViewedItemAnswer)), ...errors() } },
  add: { ...tags('recently-viewed'), summary: 'Record a view', body: recentlyViewedBody, response: { ...created(okAnswer), ...errors(404) } },
  merge: { ...tags('recently-viewed'), summary: "Merge the browser's list at sign-in", body: recentlyViewedMergeBody, response: { ...ok(z.array(A.recentlyViewedItemAnswer)), ...errors() } },
});
