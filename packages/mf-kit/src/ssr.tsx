// Server rendering of a remote's public pages (docs/ssr.md). Imported only by a remote's server
// build (its './ssr' module): react-dom/server never reaches a browser bundle.
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { installPageData, matchPattern, withPageData, type PageData } from '@venues/contracts';
import { createRemoteRoot, type AntdScope } from './RemoteRoot';

/** What the API server passes to a remote's `render`: the page's URL and the answers inlined into it. */
export interface ServerRenderInput {
  /** Path and query, e.g. `/sg/venues?guests=20`. */
  url: string;
  /** The page data the server writes into the same page (contracts/page-data.ts). */
  data: PageData;
}

/** The page's HTML for the remote's container; null for a route the remote leaves to the browser. */
export type ServerRender = (input: ServerRenderInput) => Promise<{ html: string } | null>;

export interface ServerRenderDefinition {
  name: string;
  App: ComponentType;
  antd?: AntdScope;
  /** Route patterns rendered on the server: public pages whose HTML is the same for every visitor. */
  routes: string[];
  /** Patterns left to the browser, checked first (a page of one visitor that a broader pattern above would match). */
  clientOnly?: string[];
}

/** React's mark of a Suspense boundary left to the browser (its content was not ready). */
const CLIENT_RENDERED = '<!--$!-->';
/** A page's lazy chunk resolves a tick after its first render asked for it; one more pass renders it. */
const MAX_PASSES = 4;
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A remote's `render` for the API server: the same tree the browser mounts (createRemoteRoot) under
 * a StaticRouter, drawn with renderToString while the page data is installed for that one
 * synchronous call (withPageData), so concurrent requests never see each other's answers. A pass
 * that met a page chunk not yet loaded is drawn again once it has. A page still unfinished after
 * that (an error in a component) throws, naming the error: the server logs it and leaves the page
 * to the browser, never serving it half-drawn.
 */
export function defineServerRender({ name, App, antd, routes, clientOnly = [] }: ServerRenderDefinition): ServerRender {
  const matches = (patterns: string[], pathname: string) => patterns.some((p) => matchPattern(p, pathname));
  return async ({ url, data }) => {
    const pathname = url.split('?')[0] ?? '/';
    if (matches(clientOnly, pathname) || !matches(routes, pathname)) return null;
    const StaticAt = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const Root = createRemoteRoot(name, App, antd, StaticAt);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const html = withPageData(data, () => renderToString(<Root />));
      if (!html.includes(CLIENT_RENDERED)) return { html };
      await nextTick();
    }
    throw new Error(`${name} could not draw ${pathname} on the server: ${await renderError(<Root />, data)}`);
  };
}

/**
 * Why a page stays unfinished: renderToString swallows errors (a boundary just falls back), so
 * the tree is drawn once more by the streaming renderer, which reports them. Its first pass runs
 * in the microtask it queues, so the page data is installed for just that long.
 */
async function renderError(tree: ReactNode, data: PageData): Promise<string> {
  let first: unknown;
  const restore = installPageData(data);
  let stream: { abort(reason?: unknown): void };
  try {
    stream = renderToPipeableStream(tree, {
      onError(error) {
        first ??= error;
      },
    });
    await Promise.resolve();
  } finally {
    restore();
  }
  stream.abort();
  return first instanceof Error ? (first.stack ?? first.message) : 'a part of the page was still loading';
}
