import type { AxiosResponse } from 'axios';
import type { DataEnvelope } from '@venues/contracts';

/** Every answer is { data: ... } (DESIGN §4); endpoint functions return the inside. */
export function unwrap<T>(res: AxiosResponse<DataEnvelope<T>>): T {
  return res.data.data;
}

export type Ok = { ok: true };
/** A path segment. */
export const seg = encodeURIComponent;

/** Only the page values that were given (the server fills its defaults). */
export function pageParams(p: { page?: number; limit?: number } = {}): Record<string, number> {
  const out: Record<string, number> = {};
  if (p.page !== undefined) out.page = p.page;
  if (p.limit !== undefined) out.limit = p.limit;
  return out;
}
