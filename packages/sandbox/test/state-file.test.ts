import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GOOGLE,
  GOOGLE_ADS,
  googleHeaders,
  LINKEDIN,
  LINKEDIN_API,
  linkedInHeaders,
  mutateGoogle,
  searchGoogle,
  signInGoogle,
  signInLinkedIn,
} from './ads-helpers.js';
import { buildTestApp, CONTROL_HEADERS, findFixture, refreshTokens } from './helpers.js';

let directory: string;
let stateFile: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
  stateFile = join(directory, 'nested', 'sandbox-state.json');
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('SandboxOptions.stateFile', () => {
  it('keeps grants, revocations and changed ads across a restart', async () => {
    const first = await buildTestApp({ stateFile });
    const ada = await signInGoogle(first.app, GOOGLE.logins.ada);
    const hedy = await signInLinkedIn(first.app, LINKEDIN.logins.hedy);
    const adName = `customers/${GOOGLE.customers.noname}/ads/41000000401`;
    const mutate = await mutateGoogle(first.app, ada.accessToken, GOOGLE.customers.noname, 'ads', {
      operations: [
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName, finalUrlSuffix: 'utm_source=google' },
        },
      ],
    });
    expect(mutate.statusCode).toBe(200);
    const revoke = await first.app.inject({
      method: 'POST',
      url: '/sandbox/_control/revoke',
      headers: CONTROL_HEADERS,
      payload: { provider: 'linkedin', email: LINKEDIN.logins.hedy },
    });
    expect(revoke.json()).toEqual({ revokedGrants: 1 });
    await first.app.close();
    expect(existsSync(stateFile)).toBe(true);
    expect(readdirSync(join(directory, 'nested'))).toEqual(['sandbox-state.json']);

    const second = await buildTestApp({ stateFile });
    const accessible = await second.app.inject({
      method: 'GET',
      url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
      headers: googleHeaders(ada.accessToken),
    });
    expect(accessible.statusCode).toBe(200);
    const refreshed = await refreshTokens(second.app, findFixture('google'), ada.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const read = await searchGoogle(second.app, ada.accessToken, GOOGLE.customers.noname, {
      query:
        'SELECT ad_group_ad.ad.final_url_suffix FROM ad_group_ad WHERE ad_group_ad.ad.id = 41000000401',
    });
    expect(read.json()).toMatchObject({
      results: [{ adGroupAd: { ad: { finalUrlSuffix: 'utm_source=google' } } }],
    });
    const linkedin = await second.app.inject({
      method: 'GET',
      url: `${LINKEDIN_API}/adAccounts?q=search`,
      headers: linkedInHeaders(hedy.accessToken),
    });
    expect(linkedin.json()).toMatchObject({ status: 401, code: 'REVOKED_ACCESS_TOKEN' });
    const refusedRefresh = await refreshTokens(
      second.app,
      findFixture('linkedin'),
      hedy.refreshToken,
    );
    expect(refusedRefresh.json()).toMatchObject({ error: 'invalid_grant' });
    await second.app.close();
  });

  it('saves shortly after a change, without waiting for close', async () => {
    const { app } = await buildTestApp({ stateFile });
    await signInGoogle(app, GOOGLE.logins.grace);
    expect(existsSync(stateFile)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      version: number;
      grants: { grants: Array<{ email: string }> };
    };
    expect(saved.version).toBe(1);
    expect(saved.grants.grants.map((grant) => grant.email)).toEqual([GOOGLE.logins.grace]);
    await app.close();
  });

  it('keeps its tokens private: the file 0600, a folder it creates 0700', async () => {
    const { app } = await buildTestApp({ stateFile });
    await signInGoogle(app, GOOGLE.logins.grace);
    await app.close();
    expect(statSync(stateFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(directory, 'nested')).mode & 0o777).toBe(0o700);
  });

  it('makes a file an older version left readable by everyone private', async () => {
    const first = await buildTestApp({ stateFile });
    await signInGoogle(first.app, GOOGLE.logins.grace);
    await first.app.close();
    chmodSync(stateFile, 0o644);
    const second = await buildTestApp({ stateFile });
    expect(statSync(stateFile).mode & 0o777).toBe(0o600);
    await second.app.close();
  });

  it('moves an unreadable file aside and starts fresh', async () => {
    const path = join(directory, 'broken.json');
    writeFileSync(path, '{"version": 1, "grants": ');
    const { app } = await buildTestApp({ stateFile: path });
    const files = readdirSync(directory).filter((name) =>
      name.startsWith('broken.json.unreadable-'),
    );
    expect(files).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/sandbox/identities' })).statusCode).toBe(200);
    await app.close();
  });
});
