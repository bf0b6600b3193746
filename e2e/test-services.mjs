// Where the end-to-end run's test services listen: fixed offsets from the site's port, so the
// server (serve-fresh.mjs) and the tests agree without talking, and parallel runs on other ports
// do not collide.
export function servicePorts(sitePort) {
  return { smtp: sitePort + 7000, smtpApi: sitePort + 7001, oidc: sitePort + 7002 };
}
