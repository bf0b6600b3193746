import type { Address, DataEnvelope, UpdatePasswordBody, User, UserPatchBody } from '@venues/contracts';
import { session } from '@venues/session';
import { http } from '../http';
import { unwrap } from './unwrap';

type Ok = { ok: true };

/** SPEC §5: profile edit sends only non-empty fields. */
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
  /** On success the stored user's e-mail changes too (SPEC §4). */
  async updateEmail(id: string, body: { email: string }): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'email'), body)));
  },
  async updateAddress(id: string, body: Partial<Address> & Pick<Address, 'country'>): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'address'), body)));
  },
  async updatePrimaryPhone(id: string, body: { primaryPhone: string }): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'primary-phone'), body)));
  },
  async updateMobilePhone(id: string, body: { mobilePhone: string }): Promise<User> {
    return keepCurrent(unwrap(await http.put<DataEnvelope<User>>(accountPath(id, 'mobile-phone'), body)));
  },
  async updatePassword(body: UpdatePasswordBody): Promise<Ok> {
    return unwrap(await http.patch<DataEnvelope<Ok>>('/v1/auth/update-password', body));
  },
  /** Deletes the signed-in account; the session ends with it. */
  async deleteAccount(): Promise<Ok> {
    const ok = unwrap(await http.delete<DataEnvelope<Ok>>('/v1/user'));
    session.clear();
    return ok;
  },
};
