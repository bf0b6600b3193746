// The site page's Content-Security-Policy (docs/adr/0042-security-headers-and-csp.md); the headers
// every answer carries are plugins/security-headers.ts.

/** The origins (scheme://host[:port]) of the absolute manifest URLs in remotes.json; relative ones are this site. */
export function remoteOrigins(remotes: Record<string, unknown>): string[] {
  const out = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (typeof url !== 'string') continue;
    try {
      const u = new URL(url);
      if (u.protocol === 'https:' || u.protocol === 'http:') out.add(u.origin);
    } catch {
      // relative: served from this site
    }
  }
  return [...out];
}

/** The map tiles of the search and venue maps (OpenStreetMap's standard layer; docs/adr/0081-maps.md). */
export const MAP_TILES = 'https://tile.openstreetmap.org';

/**
 * What Stripe.js needs when payments run on Stripe (Stripe's CSP guide): its script, the frames of
 * the Payment Element and of 3-D Secure, and its API. Left out of the policy otherwise.
 */
export const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The site page's policy. Scripts: this site and the remotes' origins only, nothing inline (the
 * page's inline <script> blocks are type="application/json" data, which no CSP governs as they
 * never run). Styles allow inline: antd's cssinjs writes <style> elements at run time and React
 * writes style attributes. connect-src: the API and socket.io (same origin; 'self' covers ws:/wss:
 * to it) and the remotes' manifests; img/font: this site, its media, data: URLs and the remotes;
 * images also the map tiles.
 */
export function pagePolicy(remotes: Record<string, unknown>, https: boolean, { stripe = false }: { stripe?: boolean } = {}): string {
  const r = remoteOrigins(remotes);
  const s = (list: readonly string[]) => (stripe ? list : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...r, ...s(STRIPE.script)]],
    ['style-src', ["'self'", "'unsafe-inline'", ...r]],
    ['img-src', ["'self'", 'data:', 'blob:', MAP_TILES, ...r]],
    ['font-src', ["'self'", 'data:', ...r]],
    ['connect-src', ["'self'", ...r, ...s(STRIPE.connect)]],
    // The booking's invoice and receipt are shown from blob: URLs the page made from the API's answer.
    ['frame-src', ["'self'", 'blob:', ...s(STRIPE.frame)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([k, v]) => [k, ...v].join(' ')).join('; ');
}
