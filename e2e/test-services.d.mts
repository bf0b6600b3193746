export function servicePorts(sitePort: number): { smtp: number; smtpApi: number; oidc: number; stripeSite: number; stripeApi: number; releaseSite: number };
export function seededDataDir(sitePort: number): string;
export function seedDataDir(sitePort: number): Promise<string>;
export function freshDataDir(sitePort: number, dir?: string): Promise<string>;
