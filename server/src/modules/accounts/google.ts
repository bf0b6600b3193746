import * as oidc from 'openid-client';
import { DEFAULT_COUNTRY, type RegistrationRole } from '@venues/contracts';
import { isLoopback, type GoogleConfig } from '../../config';
import type { TenantRow, UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Passwords } from '../../lib/password';
import type { AccountMailer } from '../../mail/account-mailer';
import { assertActive } from '../auth/tokens';
import { type CountryRepository } from '../countries/repository';
import { type LinkTokens } from '../users/link-tokens';
import { type UserRepository } from '../users/repository';
import { type OAuthStateRepository } from './repository';

const STATE_TTL_MS = 10 * 60 * 1000;

const notConfigured = () =>
  new AppError('PROVIDER_NOT_CONFIGURED', 'Google sign-in is not available on this site. Sign in with your e-mail and password.', { provider: 'google' });
const unreachable = () =>
  new AppError('PROVIDER_NOT_CONFIGURED', 'Google sign-in is unavailable right now. Try again in a moment, or sign in with your e-mail and password.', {
    provider: 'google',
    reason: 'unreachable',
  });
const stateInvalid = () =>
  new AppError('OAUTH_STATE_INVALID', 'This Google sign-in has expired or was already used, or it was started in another browser. Start again.');
const codeRejected = (reason?: string) =>
  new AppError('OAUTH_CODE_REJECTED', 'Google did not confirm this sign-in (the link was already used or has expired). Start again.', reason ? { reason } : {});

export interface GoogleSignInResult {
  user: UserRow;
  created: boolean;
  returnTo: string | null;
}

interface Claims {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * Google sign-in: the OpenID Connect code flow with PKCE, state and nonce (openid-client). The
 * state row binds the flow to the browser that started it (an httpOnly cookie's hash) and is
 * used once; the code is exchanged with the PKCE verifier and the ID token checked for the nonce.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;
  private readonly users: UserRepository;
  private readonly links: LinkTokens;
  private readonly states: OAuthStateRepository;
  private readonly countries: CountryRepository;

  constructor(
    private readonly settings: GoogleConfig | null,
    repos: { users: UserRepository; links: LinkTokens; states: OAuthStateRepository; countries: CountryRepository },
    private readonly mail: AccountMailer,
    private readonly passwords: Passwords,
  ) {
    ({ users: this.users, links: this.links, states: this.states, countries: this.countries } = repos);
  }

  get enabled(): boolean {
    return this.settings !== null;
  }

  private redirectUri(): string {
    return this.mail.links.googleCallback();
  }

  /** Discovery once, retried after a failure. */
  private config(): Promise<oidc.Configuration> {
    const s = this.settings;
    if (!s) return Promise.reject(notConfigured());
    if (!this.configuration) {
      const issuer = new URL(s.issuer);
      // Plain http only for a provider on this machine (development and tests).
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
      this.configuration = oidc
        .discovery(issuer, s.clientId, s.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined)
        .catch(() => {
          this.configuration = null;
          throw unreachable();
        });
    }
    return this.configuration;
  }

  /** The authorization URL, and the value of the browser-binding cookie to set with it. */
  async start(tenant: TenantRow, role: RegistrationRole, returnTo: string | undefined): Promise<{ url: string; binding: string }> {
    const config = await this.config();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const binding = randomToken();
    await this.states.start({
      tenantId: tenant.id,
      stateHash: sha256(state),
      bindingHash: sha256(binding),
      nonce,
      codeVerifier,
      role,
      returnTo: returnTo ?? null,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url: url.href, binding };
  }

  /** Completes the flow: the state used once from the same browser, the code exchanged, the account found, linked or made. */
  async finish(tenant: TenantRow, body: { code: string; state: string; iss?: string }, binding: string | undefined): Promise<GoogleSignInResult> {
    const config = await this.config();
    if (!binding) throw stateInvalid();
    const flow = await this.states.take(tenant.id, body.state, binding);
    if (!flow) throw stateInvalid();

    const claims = await this.exchange(config, body, flow.codeVerifier, flow.nonce);
    const { user, created } = await this.account(tenant, claims, flow.role, flow.returnTo);
    return { user, created, returnTo: flow.returnTo };
  }

  private async exchange(config: oidc.Configuration, body: { code: string; state: string; iss?: string }, codeVerifier: string, nonce: string): Promise<Claims> {
    const callback = new URL(this.redirectUri());
    callback.searchParams.set('code', body.code);
    callback.searchParams.set('state', body.state);
    // RFC 9207: a provider that announces `iss` in its answers expects it back; with a single
    // provider there is no mix-up to detect, so a page that did not pass it gets the issuer's own.
    const meta = config.serverMetadata();
    const iss = body.iss ?? (meta.authorization_response_iss_parameter_supported ? meta.issuer : undefined);
    if (iss) callback.searchParams.set('iss', iss);
    let raw: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: codeVerifier, expectedState: body.state, expectedNonce: nonce, idTokenExpected: true });
      raw = tokens.claims();
    } catch (e) {
      const err = e as { error?: string; code?: string };
      throw codeRejected(err.error ?? err.code);
    }
    if (!raw || typeof raw.sub !== 'string') throw codeRejected('no_id_token');
    const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : '';
    if (!email || raw.email_verified !== true) {
      throw new AppError('OAUTH_EMAIL_NOT_VERIFIED', 'Your Google account has no verified e-mail address. Verify it with Google, or sign up with your e-mail and password.');
    }
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    const givenName = typeof raw.given_name === 'string' ? raw.given_name.trim() : name.split(/\s+/)[0] ?? '';
    const familyName = typeof raw.family_name === 'string' ? raw.family_name.trim() : name.split(/\s+/).slice(1).join(' ');
    return { sub: raw.sub, email, givenName: givenName.slice(0, 100), familyName: familyName.slice(0, 100) };
  }

  /** By Google subject, else by verified e-mail (linking it), else a new verified account. */
  private async account(tenant: TenantRow, c: Claims, role: RegistrationRole, returnTo: string | null): Promise<{ user: UserRow; created: boolean }> {
    const repo = this.users;
    const bySubject = await repo.byGoogleSubject(tenant.id, c.sub);
    if (bySubject) {
      assertActive(bySubject);
      return { user: bySubject, created: false };
    }

    const byEmail = await repo.byEmail(tenant.id, c.email);
    if (byEmail) {
      assertActive(byEmail);
      if (byEmail.googleSubject) {
        throw new AppError('CONFLICT', 'This account is already linked to another Google account. Sign in with that one, or with your password.');
      }
      const patch: Parameters<UserRepository['update']>[2] = { googleSubject: c.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date() };
      if (!byEmail.emailVerifiedAt) {
        // Nobody had proved this address before: whoever chose the password might not own it.
        patch.passwordHash = await this.passwords.unusable();
        patch.hasPassword = false;
      }
      if (byEmail.status === 'invited') {
        Object.assign(patch, { status: 'active', firstName: byEmail.firstName || c.givenName, lastName: byEmail.lastName || c.familyName });
        await this.links.retireAll(tenant.id, byEmail.id);
      }
      return { user: (await repo.update(tenant.id, byEmail.id, patch))!, created: false };
    }

    const country = await this.countryOf(tenant.id, returnTo);
    const passwordHash = await this.passwords.unusable();
    try {
      const user = await repo.transaction(async (tx) => {
        const inTx = repo.withTx(tx);
        let organizationId: string | null = null;
        if (role === 'venue') {
          const label = c.givenName || c.email.split('@')[0]!;
          organizationId = await inTx.createOrganization(tenant.id, `${label}'s venues`);
        }
        const dbRole = role === 'venue' ? 'VENUE_OWNER' : 'USER';
        return inTx.insert({
          tenantId: tenant.id,
          email: c.email,
          passwordHash,
          hasPassword: false,
          firstName: c.givenName,
          lastName: c.familyName,
          role: dbRole,
          organizationId,
          country,
          type: dbRole.toLowerCase(),
          googleSubject: c.sub,
          emailVerifiedAt: new Date(),
        });
      });
      await this.mail.send(tenant, user.email, (b, t) => t.welcome(b, { name: user.firstName, url: this.mail.links.home(user.country), venue: role === 'venue' }));
      return { user, created: true };
    } catch (e) {
      // The same person finishing twice at once: the other request made the account.
      const again = await repo.byGoogleSubject(tenant.id, c.sub);
      if (again) return { user: again, created: false };
      throw e;
    }
  }

  /** The storefront of the page the person came from, e.g. /my/venues → my. */
  private async countryOf(tenantId: string, returnTo: string | null): Promise<string> {
    const code = returnTo ? /^\/([a-z]{2})(?:[/?#]|$)/.exec(returnTo)?.[1] : undefined;
    if (!code) return DEFAULT_COUNTRY;
    return (await this.countries.isActive(tenantId, code)) ? code : DEFAULT_COUNTRY;
  }
}
