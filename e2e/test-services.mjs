// Where the end-to-end run's test services listen: fixed offsets from the site's port, so the
// server (serve-fresh.mjs) and the tests agree without talking, and parallel runs on other ports
// do not collide.
export function servicePorts(sitePort) {
  // stripeSite/stripeApi: payments-stripe.spec.ts's own site (payments on Stripe) and the Stripe API stand-in.
  // releaseSite: releases.spec.ts's own site, with its own releases folder.
  return { smtp: sitePort + 7000, smtpApi: sitePort + 7001, oidc: sitePort + 7002, stripeSite: sitePort + 7003, stripeApi: sitePort + 7004, releaseSite: sitePort + 7005 };
}
