export function servicePorts(sitePort: number): { smtp: number; smtpApi: number; oidc: number; stripeSite: number; stripeApi: number; releaseSite: number };
