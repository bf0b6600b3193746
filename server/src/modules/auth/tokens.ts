import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { SessionSockets } from '../../plugins/realtime';
import { type RefreshTokenRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions: made in app.ts (the auth plugin asks them who a token belongs to), used by the auth, accounts and users routes. */
    tokens: TokenService;
  }
}

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  sub: string;
  tenant: string;
  role: string;
  sid: string;
  /** Seconds since the epoch. */
  exp: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  familyId: string;
}

/**
 * Access JWTs (HS256, 15 min) and opaque, rotated, family-tracked refresh tokens. Ending a session
 * here also closes its sockets.
 */
export class TokenService {
  constructor(
    readonly refresh: RefreshTokenRepository,
    private readonly secret: Uint8Array,
    private readonly sockets: SessionSockets,
    /** Seconds; tests shorten it to check expiry. */
    private readonly accessTtl = ACCESS_TTL_SECONDS,
  ) {}

  /** One session ends: its refresh tokens stop working, its sockets close. */
  async endSession(tenantId: string, familyId: string): Promise<void> {
    await this.refresh.revokeFamily(tenantId, familyId);
    this.sockets.endSession(familyId);
  }

  /** Every session of an account ends, but `keep` (the caller's own, after a password change). */
  async endUserSessions(tenantId: string, userId: string, keep?: string): Promise<void> {
    await this.refresh.revokeUser(tenantId, userId, keep);
    this.sockets.endAccount(userId, keep);
  }

  signAccess(user: Pick<UserRow, 'id' | 'tenantId' | 'role'>, familyId: string, ttl = this.accessTtl): Promise<string> {
    return new SignJWT({ tenant: user.tenantId, role: user.role, sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(this.secret);
  }

  /** Verify signature and expiry; 401 UNAUTHENTICATED otherwise. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const { sub, tenant, role, sid, exp } = payload as Partial<AccessClaims>;
      if (typeof sub !== 'string' || typeof tenant !== 'string' || typeof sid !== 'string' || typeof role !== 'string' || typeof exp !== 'number') {
        throw new AppError('UNAUTHENTICATED', 'The access token is malformed');
      }
      return { sub, tenant, role, sid, exp };
    } catch (e) {
      if (e instanceof AppError) throw e;
      if (e instanceof joseErrors.JWTExpired) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Sign in again.', { reason: 'expired' });
      throw new AppError('UNAUTHENTICATED', 'The access token is invalid');
    }
  }

  /** A new session: a new family with its first refresh token. */
  async issue(user: Pick<UserRow, 'id' | 'tenantId' | 'role'>, familyId: string = randomUUID()): Promise<IssuedTokens> {
    const refreshToken = randomToken();
    await this.refresh.insert({
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    return { accessToken: await this.signAccess(user, familyId), refreshToken, expiresIn: this.accessTtl, familyId };
  }

  /**
   * Rotate a refresh token. Presenting one that was already rotated (or revoked) means it
   * leaked: the whole family is revoked and the caller gets 401.
   */
  async rotate(tenantId: string, token: string, loadUser: (id: string) => Promise<UserRow | null>): Promise<IssuedTokens & { user: UserRow }> {
    const invalid = () => new AppError('INVALID_REFRESH_TOKEN', 'Your session has ended. Sign in again.');
    const row = await this.refresh.findByHash(tenantId, sha256(token));
    if (!row) throw invalid();
    if (row.revokedAt) {
      await this.endSession(tenantId, row.familyId);
      throw invalid();
    }
    if (row.expiresAt.getTime() <= Date.now()) throw invalid();
    const user = await loadUser(row.userId);
    if (!user) throw invalid();
    assertActive(user);
    const nextId = randomUUID();
    if (!(await this.refresh.claim(row.id, nextId))) {
      // Lost a race with another use of the same token: treat as reuse.
      await this.endSession(tenantId, row.familyId);
      throw invalid();
    }
    const refreshToken = randomToken();
    await this.refresh.insertWithId(nextId, {
      tenantId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      familyId: row.familyId,
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    return { accessToken: await this.signAccess(user, row.familyId), refreshToken, expiresIn: this.accessTtl, familyId: row.familyId, user };
  }

  /** Logout: revoke the family of the presented token (unknown tokens are ignored). */
  async revokeByToken(tenantId: string, token: string): Promise<void> {
    const row = await this.refresh.findByHash(tenantId, sha256(token));
    if (row) await this.endSession(tenantId, row.familyId);
  }
}

/** Suspended and deleted accounts cannot act; the client clears its session on these codes. */
export function assertActive(user: Pick<UserRow, 'status'>): void {
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'This account is suspended. Contact support for help.');
  if (user.status === 'deleted') throw new AppError('ACCOUNT_DELETED', 'This account has been deleted.');
}
