import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

/** Where uploaded and generated files live, and the URL prefix they are served under. */
export const MEDIA_PREFIX = '/media/';

export interface StoredFile {
  /** Path under the storage root, e.g. `demo/avatars/3f9a….webp`. */
  key: string;
  /** Public URL, e.g. `/media/demo/avatars/3f9a….webp`. */
  url: string;
  size: number;
}

/**
 * File storage behind one small interface, so a cloud bucket can replace the local disk later.
 * Keys are content-addressed by `putContent`, so a URL never changes meaning and can be cached forever.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<StoredFile>;
  /** Stores under `<folder>/<sha256 of data>.<ext>`: the same bytes always get the same key. */
  putContent(folder: string, data: Buffer, ext: string): Promise<StoredFile>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  url(key: string): string;
  /** The key of one of our URLs, or null for a URL that is not ours. */
  keyOf(url: string): string | null;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Invalid storage key: ${key}`);
}

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  private path(key: string): string {
    checkKey(key);
    const p = resolve(this.root, key);
    if (!p.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return p;
  }

  async put(key: string, data: Buffer): Promise<StoredFile> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, data);
    return { key, url: this.url(key), size: data.length };
  }

  putContent(folder: string, data: Buffer, ext: string): Promise<StoredFile> {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return this.put(`${folder}/${hash}.${ext.replace(/^\./, '')}`, data);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(MEDIA_PREFIX)) return null;
    const key = url.slice(MEDIA_PREFIX.length);
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  }
}

/** Whether a requested path falls under the private folder, however it is spelled (./, //, %2F…). */
function isPrivate(pathName: string): boolean {
  let p = pathName;
  try {
    p = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  return posix.normalize(`/${p}`).split('/').filter(Boolean)[0] === 'private';
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * app.storage, and GET /media/* serving it. The root is `<DATA_DIR>/media`; without a data dir
 * (tests) a temporary folder that is deleted when the app closes.
 */
export const storagePlugin = fp<{ root: string | null }>(async (app, opts) => {
  let root = opts.root;
  if (!root) {
    const tmp = mkdtempSync(join(tmpdir(), 'venues-media-'));
    app.addHook('onClose', async () => rmSync(tmp, { recursive: true, force: true }));
    root = tmp;
  }
  const storage = new LocalDiskStorage(root);
  app.decorate('storage', storage);
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    cacheControl: false,
    // Keys are content hashes (putContent) or generated once: safe to cache for a year.
    // Never let an uploaded file be sniffed into something executable.
    setHeaders: (reply: FastifyReply) => void reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff'),
    serveDotFiles: false,
    // Conversations' attachments live under private/ and are served only through their API route.
    allowedPath: (pathName: string) => !isPrivate(pathName),
  });
});
