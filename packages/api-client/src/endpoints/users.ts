import type {
  Address,
  DataEnvelope,
  DeleteAccountBody,
  EmailChangeBody,
  NotificationPreference,
  UpdatePasswordBody,
  User,
  UserPatchBody,
} from '@venues/contracts';
import { session } from '@venues/session';
import { http, whileSessionEnds } from '@venues/api-client/client';
import { unwrap } from './unwrap';

type Ok = { ok: true };

/** docs/spec.md §5: profile edit sends only non-empty fields. */
export function nonEmptyFields<T extends object>(body: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(body) as [keyof T, T[keyof T]][]) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k] = v;
  }
  return out;
}

/** Keeps the in-memory user current when the signed-in user edits themself. */
function keepCurrent(user: User): User {
  if (session.user && session.user._id === user._id) session.setUser(user);
  return user;
}

const accountPath = (id: string, what: string) => `/auth/users/${encodeURIComponent(id)}/${what}`;

export const userApi = {
  async patch(id: string, body: UserPatchBody): Promise<User> {
    return keepCurrent(unwrap(await http.patch<DataEnvelope<User>>(`/v1/user/${encodeURIComponent(id)}`, nonEmptyFields(body))));
  },
  async updateName(id: string, body: { givenName: string; middleName?: string; surname: string }): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'name'), body)));
  },
  /**
   * Starts an e-mail change: the account keeps its address until the link sent to the new one is
   * used; the answer is the user with `pending_email` set (kept as the current user). A wrong
   * password is a 400 on `password`.
   */
  async updateEmail(id: string, body: EmailChangeBody): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'email'), body)));
  },
  async updateAddress(id: string, body: Partial<Address> & Pick<Address, 'country'>): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'address'), body)));
  },
  /** '' removes the number. Checked for the account's country. */
  async updatePrimaryPhone(id: string, body: { primaryPhone: string }): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'primary-phone'), body)));
  },
  /** '' removes the number. Checked for the account's country. */
  async updateMobilePhone(id: string, body: { mobilePhone: string }): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'mobile-phone'), body)));
  },
  async updatePassword(body: UpdatePasswordBody): Promise<Ok> {
    return unwrap(await http.patch<DataEnvelope<Ok>>('/v1/auth/update-password', body));
  },
  /**
   * Uploads a profile picture (JPEG, PNG or WebP, at most 5 MB; stored as a 512×512 WebP).
   * A bad file is a 400 on `file`. Answers the user with the new `profile_picture` URL.
   */
  async uploadProfilePicture(id: string, file: Blob, opts: { filename?: string; onProgress?: (fraction: number) => void } = {}): Promise<User> {
    const form = new FormData();
    form.append('file', file, opts.filename ?? ((file as File).name || 'picture'));
    const res = await http.post<DataEnvelope<User>>(`/v1/user/${encodeURIComponent(id)}/profile-picture`, form, {
      onUploadProgress: opts.onProgress ? (e) => opts.onProgress!(e.total ? e.loaded / e.total : 0) : undefined,
    });
    return keepCurrent(unwrap(res));
  },
  async removeProfilePicture(id: string): Promise<User> {
    return keepCurrent(unwrap(await http.delete<DataEnvelope<User>>(`/v1/user/${encodeURIComponent(id)}/profile-picture`)));
  },
  /** Every notification type with its e-mail and in-app switches. */
  async notificationPreferences(): Promise<NotificationPreference[]> {
    return unwrap(await http.get<DataEnvelope<NotificationPreference[]>>('/v1/user/notification-preferences'));
  },
  /** Saves some or all types; answers the whole list. */
  async updateNotificationPreferences(list: NotificationPreference[]): Promise<NotificationPreference[]> {
    return unwrap(await http.put<DataEnvelope<NotificationPreference[]>>('/v1/user/notification-preferences', list));
  },
  /**
   * Deletes the signed-in account after checking its password (a wrong one is a 400 on
   * `password`, and the session stays); on success the session ends with it.
   */
  async deleteAccount(body: DeleteAccountBody): Promise<Ok> {
    const ok = unwrap(await whileSessionEnds(() => http.delete<DataEnvelope<Ok>>('/v1/user', { data: body })));
    session.clear();
    return ok;
  },
};
