import { randomBytes, randomUUID } from 'node:crypto';
import type { DemoIdentity, ProviderName } from '../identities.js';

// In-memory codes, grants and tokens. The sandbox is a simulator: state lives as long as the process,
// like a provider's sessions would for a developer. Tokens are opaque random strings, so clients
// cannot come to depend on their contents.

export interface AuthorizationCode {
  code: string;
  provider: ProviderName;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  identity: DemoIdentity;
  /** Null where the provider takes no PKCE (LinkedIn web apps). */
  codeChallenge: string | null;
  nonce: string | null;
  isOfflineAccess: boolean;
  expiresAt: number;
  /** Set once the code has been exchanged; a second exchange revokes this grant (RFC 6749 §4.1.2). */
  grantId: string | null;
}

export interface Grant {
  id: string;
  provider: ProviderName;
  clientId: string;
  identity: DemoIdentity;
  scopes: string[];
  refreshToken: string | null;
  refreshExpiresAt: number | null;
  revokedAt: number | null;
  /** When the longest-lived access token of the grant ends; lets the sweep drop idle grants. */
  accessExpiresAt: number;
}

interface AccessTokenRecord {
  grantId: string;
  scopes: string[];
  expiresAt: number;
}

export interface GrantStoreSnapshot {
  grants: Array<Omit<Grant, 'identity'> & { email: string }>;
  accessTokens: Array<AccessTokenRecord & { token: string }>;
}

export type TokenLookup =
  | { status: 'active'; grant: Grant; scopes: string[]; expiresAt: number }
  | { status: 'unknown' | 'expired' | 'revoked' };

export type CodeRedemption =
  | { status: 'redeemable'; record: AuthorizationCode }
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'reused'; record: AuthorizationCode };

/** How long spent codes and tokens are remembered, so a late use still gets "expired" or "revoked". */
const RETENTION_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;

export function generateOpaqueToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export class GrantStore {
  readonly #now: () => number;
  readonly #codes = new Map<string, AuthorizationCode>();
  readonly #grants = new Map<string, Grant>();
  readonly #accessTokens = new Map<string, AccessTokenRecord>();
  readonly #refreshTokens = new Map<string, string>();
  readonly #listeners: Array<() => void> = [];
  #lastSweepAt = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Called after grants or tokens change, e.g. to schedule a save of the state file. */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  saveCode(record: Omit<AuthorizationCode, 'grantId'>): void {
    this.#sweepOccasionally();
    this.#codes.set(record.code, { ...record, grantId: null });
  }

  redeemCode(code: string): CodeRedemption {
    const record = this.#codes.get(code);
    if (!record) return { status: 'unknown' };
    if (record.grantId !== null) return { status: 'reused', record };
    if (record.expiresAt <= this.#now()) return { status: 'expired' };
    return { status: 'redeemable', record };
  }

  createGrant(record: AuthorizationCode): Grant {
    const grant: Grant = {
      id: randomUUID(),
      provider: record.provider,
      clientId: record.clientId,
      identity: record.identity,
      scopes: record.scopes,
      refreshToken: null,
      refreshExpiresAt: null,
      revokedAt: null,
      accessExpiresAt: this.#now(),
    };
    this.#grants.set(grant.id, grant);
    record.grantId = grant.id;
    this.#notify();
    return grant;
  }

  findGrant(grantId: string): Grant | undefined {
    return this.#grants.get(grantId);
  }

  issueAccessToken(
    grant: Grant,
    scopes: string[],
    lifetimeSeconds: number,
    prefix: string,
  ): string {
    const token = generateOpaqueToken(prefix);
    const expiresAt = this.#now() + lifetimeSeconds * 1000;
    this.#accessTokens.set(token, { grantId: grant.id, scopes, expiresAt });
    grant.accessExpiresAt = Math.max(grant.accessExpiresAt, expiresAt);
    this.#notify();
    return token;
  }

  /** Gives the grant a new refresh token; the previous one stops working (rotation). */
  rotateRefreshToken(grant: Grant, lifetimeSeconds: number | null, prefix: string): string {
    if (grant.refreshToken !== null) this.#refreshTokens.delete(grant.refreshToken);
    const token = generateOpaqueToken(prefix);
    grant.refreshToken = token;
    grant.refreshExpiresAt = lifetimeSeconds === null ? null : this.#now() + lifetimeSeconds * 1000;
    this.#refreshTokens.set(token, grant.id);
    this.#notify();
    return token;
  }

  lookUpAccessToken(token: string): TokenLookup {
    const record = this.#accessTokens.get(token);
    const grant = record ? this.#grants.get(record.grantId) : undefined;
    if (!record || !grant) return { status: 'unknown' };
    if (grant.revokedAt !== null) return { status: 'revoked' };
    if (record.expiresAt <= this.#now()) return { status: 'expired' };
    return { status: 'active', grant, scopes: record.scopes, expiresAt: record.expiresAt };
  }

  lookUpRefreshToken(token: string): TokenLookup {
    const grantId = this.#refreshTokens.get(token);
    const grant = grantId === undefined ? undefined : this.#grants.get(grantId);
    if (!grant) return { status: 'unknown' };
    if (grant.revokedAt !== null) return { status: 'revoked' };
    if (grant.refreshExpiresAt !== null && grant.refreshExpiresAt <= this.#now()) {
      return { status: 'expired' };
    }
    return {
      status: 'active',
      grant,
      scopes: grant.scopes,
      expiresAt: grant.refreshExpiresAt ?? Number.POSITIVE_INFINITY,
    };
  }

  revokeGrant(grant: Grant): void {
    grant.revokedAt ??= this.#now();
    this.#notify();
  }

  /** Revokes the grant behind an access or refresh token; false when the token is unknown. */
  revokeByToken(token: string, provider: ProviderName): boolean {
    const grantId = this.#accessTokens.get(token)?.grantId ?? this.#refreshTokens.get(token);
    const grant = grantId === undefined ? undefined : this.#grants.get(grantId);
    if (!grant || grant.provider !== provider || grant.revokedAt !== null) return false;
    this.revokeGrant(grant);
    return true;
  }

  /** What a user does on the provider's "apps with access to your account" page. */
  revokeIdentityGrants(provider: ProviderName, email: string): number {
    let count = 0;
    for (const grant of this.#grants.values()) {
      if (grant.provider !== provider || grant.identity.email !== email) continue;
      if (grant.revokedAt !== null) continue;
      this.revokeGrant(grant);
      count += 1;
    }
    return count;
  }

  /** Ends one access token now (an injected "expired token" fault); false when unknown. */
  expireAccessToken(token: string): boolean {
    const record = this.#accessTokens.get(token);
    if (!record) return false;
    record.expiresAt = Math.min(record.expiresAt, this.#now());
    this.#notify();
    return true;
  }

  /** Ends the life of matching access tokens now, so clients exercise their refresh path. */
  expireAccessTokens(filter: { provider?: ProviderName; email?: string }): number {
    const now = this.#now();
    let count = 0;
    for (const record of this.#accessTokens.values()) {
      const grant = this.#grants.get(record.grantId);
      if (!grant || record.expiresAt <= now) continue;
      if (filter.provider !== undefined && grant.provider !== filter.provider) continue;
      if (filter.email !== undefined && grant.identity.email !== filter.email) continue;
      record.expiresAt = now;
      count += 1;
    }
    if (count > 0) this.#notify();
    return count;
  }

  /** Grants and live access tokens, for the state file; identities are kept by e-mail. */
  exportState(): GrantStoreSnapshot {
    const now = this.#now();
    return {
      grants: [...this.#grants.values()].map(({ identity, ...grant }) => ({
        ...grant,
        provider: identity.provider,
        email: identity.email,
      })),
      accessTokens: [...this.#accessTokens]
        .filter(([, record]) => record.expiresAt > now)
        .map(([token, record]) => ({ token, ...record })),
    };
  }

  /** Restores what exportState saved; grants of identities that no longer exist are dropped. */
  importState(
    snapshot: GrantStoreSnapshot,
    findIdentity: (provider: ProviderName, email: string) => DemoIdentity | undefined,
  ): void {
    for (const saved of snapshot.grants) {
      const { email, ...grant } = saved;
      const identity = findIdentity(saved.provider, email);
      if (!identity) continue;
      this.#grants.set(grant.id, { ...grant, identity });
      if (grant.refreshToken !== null) this.#refreshTokens.set(grant.refreshToken, grant.id);
    }
    for (const { token, ...record } of snapshot.accessTokens) {
      if (this.#grants.has(record.grantId)) this.#accessTokens.set(token, record);
    }
  }

  #sweepOccasionally(): void {
    const now = this.#now();
    if (now - this.#lastSweepAt < SWEEP_INTERVAL_MS) return;
    this.#lastSweepAt = now;
    const horizon = now - RETENTION_MS;
    for (const [code, record] of this.#codes) {
      if (record.expiresAt < horizon) this.#codes.delete(code);
    }
    for (const [token, record] of this.#accessTokens) {
      if (record.expiresAt < horizon) this.#accessTokens.delete(token);
    }
    for (const [grantId, grant] of this.#grants) {
      const isStale = grant.revokedAt !== null && grant.revokedAt < horizon;
      const isRefreshOver =
        grant.refreshToken === null
          ? grant.accessExpiresAt < horizon
          : grant.refreshExpiresAt !== null && grant.refreshExpiresAt < horizon;
      if (!isStale && !isRefreshOver) continue;
      if (grant.refreshToken !== null) this.#refreshTokens.delete(grant.refreshToken);
      this.#grants.delete(grantId);
    }
  }
}
