import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../storage';
import { createTestApp, type TestApp } from '../../test/helpers';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'venues-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores content under its hash, so the same bytes get the same key', async () => {
    const a = await storage.putContent('demo/avatars', Buffer.from('picture'), 'webp');
    const b = await storage.putContent('demo/avatars', Buffer.from('picture'), '.webp');
    expect(a.key).toMatch(/^demo\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(b.key).toBe(a.key);
    expect(a.url).toBe(`/media/${a.key}`);
    expect(storage.keyOf(a.url)).toBe(a.key);
    expect((await storage.read(a.key))?.toString()).toBe('picture');
  });

  it('refuses keys that leave the root', async () => {
    for (const key of ['../escape.txt', 'a/../../b', '/abs', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
    expect(storage.keyOf('/media/../etc/passwd')).toBeNull();
    expect(storage.keyOf('https://elsewhere.example/x.png')).toBeNull();
  });

  it('removes files and reads a missing key as null', async () => {
    const f = await storage.put('demo/tmp/file.txt', Buffer.from('x'));
    await storage.remove(f.key);
    expect(await storage.read(f.key)).toBeNull();
  });
});

describe('GET /media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves stored files with a long cache and nosniff, without tenant headers', async () => {
    const f = await t.app.storage.putContent('demo/photos', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg');
    const r = await t.req({ url: f.url, tenant: false });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing file, never the SPA page', async () => {
    const r = await t.req({ url: '/media/demo/none.png', tenant: false, headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(404);
  });
});
