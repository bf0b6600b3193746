import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

// Security headers on every answer (docs/adr/0042-security-headers-and-csp.md). The site's page gets
// its own Content-Security-Policy per request (site/csp.ts), because its script origins come from
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
