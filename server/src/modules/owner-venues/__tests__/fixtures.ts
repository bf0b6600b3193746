// Test helpers of the owner-venues tests (imported by *.test.ts only).
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { OwnerSpace, OwnerVenue } from '@venues/contracts';
import { multipartFile, TENANT_HEADERS, type TestApp } from '../../../test/helpers';

export type Session = Awaited<ReturnType<TestApp['login']>>;

/** Everything submit asks of a venue (a Singapore loft). */
export const COMPLETE_VENUE = {
  name: 'Pier Seven Loft',
  country: 'sg',
  city: 'Singapore',
  area: 'Tanjong Pagar',
  address: '7 Keppel Road',
  postal_code: '089055',
  latitude: 1.2705,
  longitude: 103.8441,
  description: 'A bright warehouse loft on the waterfront, with harbour views and exposed brick.',
  event_types: ['parties', 'workshops'],
  amenities: ['wifi', 'projector'],
  cancellation_policy: 'flexible',
  time_zone: 'Asia/Singapore',
  tax_registration_number: 'M90-0000001-Z',
  opening_hours: {
    mon: { open: '09:00', close: '23:00' },
    tue: { open: '09:00', close: '23:00' },
    wed: { open: '09:00', close: '23:00' },
    thu: { open: '09:00', close: '23:00' },
    fri: { open: '09:00', close: '02:00' },
    sat: { open: '10:00', close: '02:00' },
    sun: null,
  },
};

export const COMPLETE_SPACE = {
  name: 'The Loft',
  space_type: 'studio',
  description: 'The whole top floor.',
  capacity: { standing: 80, seated: 40 },
  size_sqm: 120,
  pricing: { per_hour: { amount: 150.5, min_hours: 2 }, per_day: { amount: 900 }, packages: [{ name: 'Evening', amount: 600, hours: 5 }] },
  features: ['Harbour view', 'Freight lift'],
};

/** A real image of the given size (a PNG unless said otherwise). */
export const image = (width = 800, height = 600, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A small PNG whose header claims width × height pixels (a decompression bomb's shape, cheap to make). */
export async function claimingPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image(640, 400));
  // The IHDR chunk: length (4) 'IHDR' (4) width (4) height (4) … CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function api(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, s: Session | null, body?: unknown) =>
    t.req({ method, url: `/api/v1${url}`, token: s?.accessToken, body });
  const upload = (url: string, s: Session | null, data: Buffer, type = 'image/png', caption?: string) => {
    const m = multipartFile('file', 'photo.png', type, data);
    let payload = m.body;
    if (caption !== undefined) {
      const boundary = m.headers['content-type'].split('boundary=')[1]!;
      payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${caption}\r\n`), m.body]);
    }
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...TENANT_HEADERS, ...(s ? { authorization: `Bearer ${s.accessToken}` } : {}), ...m.headers },
      payload,
    });
  };
  const ok = <T>(r: LightMyRequestResponse, status = 200): T => {
    if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
    return r.json().data as T;
  };
  return {
    call,
    upload,
    ok,
    /** A new draft of the caller's organisation, filled in with `fields`. */
    draft: async (s: Session, fields: Record<string, unknown> = {}) => ok<OwnerVenue>(await call('POST', '/owner/venues', s, { name: 'Draft hall', ...fields }), 201),
    space: async (s: Session, venueId: string, fields: Record<string, unknown> = COMPLETE_SPACE) => ok<OwnerSpace>(await call('POST', `/space/${venueId}`, s, fields), 201),
    /** A complete venue (one complete space, one photo) ready to submit. */
    ready: async (s: Session, fields: Record<string, unknown> = {}) => {
      const v = ok<OwnerVenue>(await call('POST', '/owner/venues', s, { ...COMPLETE_VENUE, ...fields }), 201);
      await ok<OwnerSpace>(await call('POST', `/space/${v._id}`, s, COMPLETE_SPACE), 201);
      return ok<OwnerVenue>(await upload(`/owner/venues/${v._id}/photos`, s, await image()), 201);
    },
  };
}
