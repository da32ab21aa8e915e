import { PlatformError, type AdPlatform, type OAuthTokens } from '@utmost/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLoginAccess,
  type StoredLogin,
} from '../../src/features/ad-platforms/platforms/login-credentials.js';
import { createLogger } from '../../src/core/logging/logger.js';
import {
  insertAdAccounts,
  listAdAccounts,
} from '../../src/features/ad-platforms/repositories/ad-account-repository.js';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import {
  findPlatformAccountById,
  upsertConnectedPlatformAccount,
} from '../../src/features/ad-platforms/repositories/platform-account-repository.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestAccount } from '../helpers/identity-fixtures.js';
import { createPlatformTokenSealer } from '../../src/features/ad-platforms/platforms/platform-token-sealer.js';

// Stored-login credentials against a real database, with a platform whose token endpoint the test
// controls: how many refreshes happen, what is persisted, what a revoked grant does.

const HOUR = 60 * 60 * 1000;
const tokens = createPlatformTokenSealer('a-test-secret-that-is-long-enough-for-aes');

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.destroy();
});

function issue(accessToken: string, expiresInMs: number, refreshToken: string | null): OAuthTokens {
  return {
    accessToken,
    refreshToken,
    accessTokenExpiresAt: new Date(Date.now() + expiresInMs),
    refreshTokenExpiresAt: null,
    scopes: ['openid', 'email'],
  };
}

/** A platform whose refresh answers what the test queues, after a short delay, and counts calls. */
function createFakePlatform(answer: () => Promise<OAuthTokens>) {
  const calls: string[] = [];
  const platform = {
    name: 'google',
    oauth: {
      refreshTokens: async (refreshToken: string) => {
        calls.push(refreshToken);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer();
      },
    },
  } as unknown as AdPlatform;
  return { platform, calls };
}

async function storeLogin(
  label: string,
  expiresInMs: number,
): Promise<Omit<StoredLogin, 'client'>> {
  const account = await createTestAccount(db(), label);
  const scope = grantOrganizationScope(account.organization.id, 'owner');
  const login = await upsertConnectedPlatformAccount(db(), scope, {
    ...tokens.seal(issue('old-access', expiresInMs, 'the-refresh-token')),
    platform: 'google',
    email: `${label.toLowerCase()}@sandbox.google.test`,
    providerSubject: '1',
    workspaceId: account.workspace.id,
    connectedByUserId: account.user.id,
    connectedAt: new Date(),
  });
  await insertAdAccounts(db(), scope, [
    {
      platform: 'google',
      platformAccountId: login.id,
      platformAdAccountId: '1',
      resourceName: 'customers/1',
      name: 'One',
      connectionStatus: 'CONNECTED',
      connectedAt: new Date(),
    },
  ]);
  return { scope, login, platform: 'google' };
}

const access = () =>
  createLoginAccess({
    db: db(),
    logger: createLogger({ logLevel: 'silent' }),
    now: () => new Date(),
    tokens,
  });

describe('stored-login credentials', () => {
  it('use a fresh access token as it is', async () => {
    const stored = await storeLogin('Fresh', HOUR);
    const fake = createFakePlatform(async () => issue('new-access', HOUR, null));
    const credentials = access().credentialsFor({ ...stored, client: fake.platform });
    expect(await credentials.getAccessToken()).toBe('old-access');
    expect(fake.calls).toEqual([]);
  });

  it('refresh an expiring token once for many concurrent callers and persist it', async () => {
    const stored = await storeLogin('Concurrent', 30_000);
    const fake = createFakePlatform(async () => issue('new-access', HOUR, null));
    const logins = access();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        logins.credentialsFor({ ...stored, client: fake.platform }).getAccessToken(),
      ),
    );
    expect(results).toEqual(Array(5).fill('new-access'));
    expect(fake.calls).toEqual(['the-refresh-token']);
    const row = await findPlatformAccountById(db(), stored.scope, stored.login.id);
    if (!row) throw new Error('The login vanished');
    expect(tokens.openAccessToken(row)).toBe('new-access');
    // The provider sent no new refresh token: the stored one stays.
    expect(tokens.openRefreshToken(row)).toBe('the-refresh-token');
  });

  it('refresh on request after the platform refused the token', async () => {
    const stored = await storeLogin('Forced', HOUR);
    const fake = createFakePlatform(async () => issue('forced-access', HOUR, 'rotated-refresh'));
    const credentials = access().credentialsFor({ ...stored, client: fake.platform });
    expect(await credentials.getAccessToken()).toBe('old-access');
    expect(await credentials.getAccessToken({ forceRefresh: true })).toBe('forced-access');
    const row = await findPlatformAccountById(db(), stored.scope, stored.login.id);
    expect(row && tokens.openRefreshToken(row)).toBe('rotated-refresh');
  });

  it('mark the login and its ad accounts ERROR when the grant is gone', async () => {
    const stored = await storeLogin('Revoked', -1000);
    const fake = createFakePlatform(async () => {
      throw new PlatformError({
        code: 'AUTH_REVOKED',
        message: 'token refresh: Token has been expired or revoked.',
        httpStatus: 400,
        platformCode: 'invalid_grant',
      });
    });
    const credentials = access().credentialsFor({ ...stored, client: fake.platform });
    await expect(credentials.getAccessToken()).rejects.toMatchObject({ code: 'AUTH_REVOKED' });
    const text = 'Google Ads access was revoked. Reconnect to continue.';
    expect(await findPlatformAccountById(db(), stored.scope, stored.login.id)).toMatchObject({
      connectionStatus: 'ERROR',
      connectionError: text,
    });
    const [account] = await listAdAccounts(db(), stored.scope, 'google');
    expect(account).toMatchObject({ connectionStatus: 'ERROR', connectionError: text });
  });
});
