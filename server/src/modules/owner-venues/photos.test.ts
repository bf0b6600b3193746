import sharp from 'sharp';
import { LISTING_PHOTO_LIMITS, type OwnerSpace, type OwnerVenue, type VenueDetail } from '@venues/contracts';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';
import { api, claimingPng, image, type Session } from './__tests__/fixtures';

// Photos of venues and spaces: real images made with sharp, stored resized as WebP and served at
// /media; wrong types, oversized files and too many pixels refused naming the field; order,
// captions and the cover; removal deletes the files.

let t: TestApp;
let owner: Session;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  owner = await t.login('owner@demo.test');
});
afterAll(() => t.close());

const field = (r: Awaited<ReturnType<TestApp['req']>>) => {
  expect(r.statusCode).toBe(400);
  return errorOf(r).details.fields;
};

describe('venue photos', () => {
  let v: OwnerVenue;
  beforeAll(async () => {
    v = await a.draft(owner, { name: 'Photo Hall' });
  });

  it('stores a PNG as a WebP at most 1600 wide with a 480 thumbnail, served at /media', async () => {
    const r = a.ok<OwnerVenue>(await a.upload(`/owner/venues/${v._id}/photos`, owner, await image(2400, 1600), 'image/png', 'The hall from the stage'), 201);
    const [p] = r.photos;
    expect(p).toMatchObject({ caption: 'The hall from the stage', width: LISTING_PHOTO_LIMITS.width, height: 1067 });
    expect(p!._id).toMatch(/^[0-9a-f]{16}$/);
    expect(p!.url).toMatch(/^\/media\/.+\/listings\/[0-9a-f-]{36}\/w1600\.webp$/);
    const large = await t.req({ url: p!.url, tenant: false });
    expect(large.statusCode).toBe(200);
    expect((await sharp(large.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.req({ url: p!.thumb_url, tenant: false });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(LISTING_PHOTO_LIMITS.thumbWidth);
  });

  it('never enlarges a small photo, and takes JPEG too', async () => {
    const r = a.ok<OwnerVenue>(await a.upload(`/owner/venues/${v._id}/photos`, owner, await image(800, 600, 'jpeg'), 'image/jpeg'), 201);
    expect(r.photos[1]).toMatchObject({ width: 800, height: 600, caption: '' });
  });

  it('refuses another type, whatever the request says, naming the field', async () => {
    expect(field(await a.upload(`/owner/venues/${v._id}/photos`, owner, await image(800, 600, 'gif'), 'image/png'))).toEqual([{ field: 'file', message: 'Choose a JPEG, PNG or WebP photo' }]);
    expect(field(await a.upload(`/owner/venues/${v._id}/photos`, owner, Buffer.from('%PDF-1.4 not a photo'), 'image/jpeg'))![0]!.field).toBe('file');
  });

  it('refuses a file over 10 MB, a photo too small and one with too many pixels', async () => {
    const big = Buffer.concat([await image(), Buffer.alloc(LISTING_PHOTO_LIMITS.maxBytes)]);
    expect(field(await a.upload(`/owner/venues/${v._id}/photos`, owner, big))).toEqual([{ field: 'file', message: 'The photo must be at most 10 MB' }]);
    expect(field(await a.upload(`/owner/venues/${v._id}/photos`, owner, await image(300, 200)))![0]!.message).toMatch(/at least 640×400 pixels \(this one is 300×200\)/);
    expect(field(await a.upload(`/owner/venues/${v._id}/photos`, owner, await claimingPng(10_000, 10_000)))![0]!.message).toMatch(/more than 50 million pixels/);
  });

  it('refuses a request that is not a photo upload', async () => {
    const r = await a.call('POST', `/owner/venues/${v._id}/photos`, owner, { file: 'x' });
    expect(field(r)![0]!.field).toBe('file');
  });

  it('orders and captions the photos (the first is the cover) and removes the ones left out', async () => {
    const before = a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner)).photos;
    expect(before).toHaveLength(2);
    const [first, second] = before;
    const r = a.ok<OwnerVenue>(await a.call('PUT', `/owner/venues/${v._id}/photos`, owner, { photos: [{ _id: second!._id, caption: 'Cover now' }, { _id: first!._id, caption: 'Stage' }] }));
    expect(r.photos.map((p) => [p._id, p.caption])).toEqual([
      [second!._id, 'Cover now'],
      [first!._id, 'Stage'],
    ]);
    const preview = a.ok<VenueDetail>(await a.call('GET', `/owner/venues/${v._id}/preview`, owner));
    expect(preview.photo).toEqual({ url: second!.url, alt: 'Cover now', width: 800, height: 600 });
    expect(field(await a.call('PUT', `/owner/venues/${v._id}/photos`, owner, { photos: [{ _id: 'ffffffffffffffff' }] }))![0]!.field).toBe('photos.0._id');
    expect(field(await a.call('PUT', `/owner/venues/${v._id}/photos`, owner, { photos: [{ _id: first!._id }, { _id: first!._id }] }))![0]!.field).toBe('photos');

    const kept = a.ok<OwnerVenue>(await a.call('PUT', `/owner/venues/${v._id}/photos`, owner, { photos: [{ _id: first!._id, caption: 'Stage' }] }));
    expect(kept.photos.map((p) => p._id)).toEqual([first!._id]);
    expect((await t.req({ url: second!.url, tenant: false })).statusCode).toBe(404);
  });

  it('removes one photo and its files', async () => {
    const [p] = a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner)).photos;
    const r = a.ok<OwnerVenue>(await a.call('DELETE', `/owner/venues/${v._id}/photos/${p!._id}`, owner));
    expect(r.photos).toEqual([]);
    expect((await t.req({ url: p!.url, tenant: false })).statusCode).toBe(404);
    expect((await t.req({ url: p!.thumb_url, tenant: false })).statusCode).toBe(404);
    expect((await a.call('DELETE', `/owner/venues/${v._id}/photos/${p!._id}`, owner)).statusCode).toBe(404);
  });
});

describe('space photos', () => {
  it('adds, orders and removes the photos of a space', async () => {
    const v = await a.draft(owner, { name: 'Space Photo Hall' });
    const s = await a.space(owner, v._id);
    const one = a.ok<OwnerSpace>(await a.upload(`/space/${s._id}/photos`, owner, await image(), 'image/png', 'Bar'), 201);
    const two = a.ok<OwnerSpace>(await a.upload(`/space/${s._id}/photos`, owner, await image(1000, 700)), 201);
    expect(two.photos.map((p) => p.caption)).toEqual(['Bar', '']);
    const ordered = a.ok<OwnerSpace>(await a.call('PUT', `/space/${s._id}/photos`, owner, { photos: [{ _id: two.photos[1]!._id, caption: 'Floor' }, { _id: one.photos[0]!._id, caption: 'Bar' }] }));
    expect(ordered.photos.map((p) => p.caption)).toEqual(['Floor', 'Bar']);
    const left = a.ok<OwnerSpace>(await a.call('DELETE', `/space/${s._id}/photos/${one.photos[0]!._id}`, owner));
    expect(left.photos.map((p) => p.caption)).toEqual(['Floor']);
    expect(field(await a.upload(`/space/${s._id}/photos`, owner, Buffer.from('hello'), 'image/webp'))![0]!.field).toBe('file');
  });
});
