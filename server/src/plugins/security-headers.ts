import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

// Security headers on every answer (docs/decisions.md, "Security headers"). The site's page gets
// its own Content-Security-Policy per request (pagePolicy), because its script origins come from
// remotes.json, which may change at any time.

/** Browser features the site never uses, refused to it and to anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/** Everything that is not the site's page: API answers, files, error pages, /api/docs. */
const BASELINE: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
};

/** Files other sites may embed: the remotes' code (a shell elsewhere), photos and mail images. */
const EMBEDDABLE = /^\/(mf|media|static)\//;

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

/**
 * The site page's policy. Scripts: this site and the remotes' origins only, nothing inline (the
 * page's inline <script> blocks are type="application/json" data, which no CSP governs as they
 * never run). Styles allow inline: antd's cssinjs writes <style> elements at run time and React
 * writes style attributes. connect-src: the API and socket.io (same origin; 'self' covers ws:/wss:
 * to it) and the remotes' manifests; img/font: this site, its media, data: URLs and the remotes.
 */
export function pagePolicy(remotes: Record<string, unknown>, https: boolean): string {
  const r = remoteOrigins(remotes);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...r]],
    ['style-src', ["'self'", "'unsafe-inline'", ...r]],
    ['img-src', ["'self'", 'data:', 'blob:', ...r]],
    ['font-src', ["'self'", 'data:', ...r]],
    ['connect-src', ["'self'", ...r]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([k, v]) => [k, ...v].join(' ')).join('; ');
}

export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: BASELINE },
    // Strict-Transport-Security only on answers that came over https (below): on plain http the
    // browser ignores it, and on localhost it would pin the name to https for a year.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (EMBEDDABLE.test(req.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
});
