/**
 * Answers of public GET calls that the server writes into index.html (server/src/site/index-page.ts), so a
 * cold page renders without waiting on them: `<script id="venues-page-data">` holds
 * `{ "<key>": <the call's JSON body> }`. The browser takes each answer once; any later call, and
 * any call the page makes differently, goes to the network as usual.
 */
export const PAGE_DATA_ID = 'venues-page-data';

export type PageData = Record<string, unknown>;

/**
 * The key of a GET call: its path under /api and its query values sorted by name, leaving out
 * undefined and null (as axios does). The server and the API client both write keys with it.
 */
export function pageCallKey(path: string, params?: Record<string, unknown> | null): string {
  const entries = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}?${query}` : path;
}

let inlined: PageData | null = null;

/** The part of a DOM document read here (contracts is also compiled for the server, without DOM types). */
interface DocLike {
  getElementById(id: string): { textContent: string | null } | null;
}

/** The inlined answer for `key`, once (undefined when there is none or it was already taken). */
export function takePageCall(key: string, doc: DocLike | undefined = (globalThis as { document?: DocLike }).document): unknown {
  if (inlined === null) {
    inlined = {};
    const text = doc?.getElementById(PAGE_DATA_ID)?.textContent;
    if (text) {
      try {
        inlined = JSON.parse(text) as PageData;
      } catch {
        // A page without usable data just makes its calls.
      }
    }
  }
  if (!Object.prototype.hasOwnProperty.call(inlined, key)) return undefined;
  const body = inlined[key];
  delete inlined[key];
  return body;
}

/** Forgets what was read (tests render several pages in one document). */
export function resetPageData(): void {
  inlined = null;
}
