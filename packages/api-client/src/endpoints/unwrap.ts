import type { AxiosResponse } from 'axios';
import type { DataEnvelope } from '@venues/contracts';

/** Every answer is { data: ... } (DESIGN §4); endpoint functions return the inside. */
export function unwrap<T>(res: AxiosResponse<DataEnvelope<T>>): T {
  return res.data.data;
}
