export interface TestUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export const DEFAULT_USER: Required<TestUser>;

export interface OidcTestProvider {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  setNextLogin(u: TestUser): void;
  reset(): void;
  close(): Promise<void>;
}

export function startOidcProvider(o?: { port?: number; host?: string; clientId?: string; clientSecret?: string; redirectUris?: string[] }): Promise<OidcTestProvider>;
