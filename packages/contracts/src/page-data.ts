/**
 * Answers of public GET calls that the server writes into index.html (server/src/site/index-page.ts), so a
 * cold page renders without waiting on them: `<script id="venues-page-data">` holds
 * `{ "<key>": <the call's JSON body> }`. The browser takes each answer once; any later call, and
 * any call the page makes differently, goes to the network as usual.
 */
export const PAGE_DATA_ID = 'venues-page-data';

export type PageData = Record<string, unknown>;

/**
 * Venues in each row of a storefront's landing page (top-rated, popular); the server inlines those
 * calls. Six fill whole rows of the grid's 1, 2 or 3 columns (4 left one card alone at 3).
 */
export const HOME_ROW_VENUES = 6;

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

const defaultDoc = () => (globalThis as { document?: DocLike }).document;

/** The page's inlined answers, read from the document the first time they are asked for. */
function pageData(doc: DocLike | undefined): PageData {
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
  return inlined;
}

/** The inlined answer for `key`, once (undefined when there is none or it was already taken). */
export function takePageCall(key: string, doc: DocLike | undefined = defaultDoc()): unknown {
  const data = pageData(doc);
  if (!Object.prototype.hasOwnProperty.call(data, key)) return undefined;
  const body = data[key];
  delete data[key];
  return body;
}

/**
 * Installs `data` as the page's answers until the returned function is called (the server's
 * render of a page, which has no document; docs/ssr.md).
 */
export function installPageData(data: PageData): () => void {
  const before = inlined;
  inlined = { ...data };
  return () => {
    inlined = before;
  };
}

/**
 * Renders with `data` as the page's answers: set for one synchronous render, then cleared, so
 * requests never see each other's data.
 */
export function withPageData<T>(data: PageData, render: () => T): T {
  const restore = installPageData(data);
  try {
    return render();
  } finally {
    restore();
  }
}

/** Forgets what was read (tests render several pages in one document). */
export function resetPageData(): void {
  inlined = null;
}
