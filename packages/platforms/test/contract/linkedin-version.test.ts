import {
  isLinkedInVersionLive,
  LINKEDIN_VERSION_SUNSETS,
  SANDBOX_AD_CATALOG,
} from '@utmost/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdPlatform } from '../../src/ad-platform.js';
import {
  createLinkedInPlatform,
  LINKEDIN_DEFAULT_API_VERSION,
} from '../../src/linkedin/linkedin-platform.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  createLoginCredentials,
  startSandbox,
  type SandboxHarness,
} from './sandbox-harness.js';

// The LinkedIn-Version against the sandbox's dated version table. Sources: the sunset dates of
// https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations ("202510 … October
// 15, 2026", "202511 … November 16, 2026", "202603 … March 16, 2027"), 202608 named in
// https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes, and the 426
// NONEXISTENT_VERSION body LinkedIn sends for a version that is not active (n8n-io/n8n#14737).

const { logins } = SANDBOX_AD_CATALOG.linkedin;
let harness: SandboxHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function startAt(isoDate: string | null): Promise<SandboxHarness> {
  harness = await startSandbox(isoDate === null ? {} : { now: () => Date.parse(isoDate) });
  return harness;
}

function createPlatform(sandbox: SandboxHarness, apiVersion?: string): AdPlatform {
  return createLinkedInPlatform({
    ...sandboxPlatformUrls(sandbox.sandboxUrl).linkedin,
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: createContractHttp().http,
    ...(apiVersion === undefined ? {} : { apiVersion }),
  });
}

async function listAccountsWith(sandbox: SandboxHarness, apiVersion?: string) {
  const platform = createPlatform(sandbox, apiVersion);
  const credentials = createLoginCredentials(
    platform.oauth,
    await connectLogin(platform.oauth, logins.margaret),
  );
  return platform.listAdAccounts(credentials);
}

describe('LinkedIn-Version (learn.microsoft.com marketing migrations table)', () => {
  it('the default version is live today and lists accounts', async () => {
    expect(isLinkedInVersionLive(LINKEDIN_DEFAULT_API_VERSION, Date.now())).toBe(true);
    const sandbox = await startAt(null);
    await expect(listAccountsWith(sandbox)).resolves.not.toHaveLength(0);
  });

  it('202510, sunset on 2026-10-15, is refused with 426 NONEXISTENT_VERSION as a configuration error', async () => {
    const sandbox = await startAt('2026-11-25T12:00:00Z');
    await expect(listAccountsWith(sandbox, '202510')).rejects.toMatchObject({
      code: 'CONFIGURATION_ERROR',
      httpStatus: 426,
      platformCode: 'NONEXISTENT_VERSION',
      message: expect.stringContaining('LINKEDIN_ADS_API_VERSION'),
    });
    // LinkedIn names the version as YYYYMMDD ("Requested version 20240401 is not active", field
    // reports in platform-apis.md corrections), not as the header wrote it.
    await expect(listAccountsWith(sandbox, '202510')).rejects.toMatchObject({
      message: expect.stringContaining('Requested version 20251001 is not active'),
    });
  });

  it('202511 is served until its sunset day 2026-11-16 and refused from then on', async () => {
    await expect(
      listAccountsWith(await startAt('2026-11-15T23:00:00Z'), '202511'),
    ).resolves.not.toHaveLength(0);
    await harness?.close();
    await expect(
      listAccountsWith(await startAt('2026-11-16T00:00:00Z'), '202511'),
    ).rejects.toMatchObject({
      code: 'CONFIGURATION_ERROR',
      httpStatus: 426,
    });
  });

  it('a version LinkedIn never released (202512) is refused like a sunset one', async () => {
    const sandbox = await startAt('2026-11-25T12:00:00Z');
    await expect(listAccountsWith(sandbox, '202512')).rejects.toMatchObject({
      code: 'CONFIGURATION_ERROR',
      platformCode: 'NONEXISTENT_VERSION',
    });
  });

  it('every confirmed sunset date in the table is a date the migrations page gives', () => {
    const confirmed = LINKEDIN_VERSION_SUNSETS.filter((life) => life.isDateConfirmed);
    expect(
      Object.fromEntries(confirmed.map((life) => [life.version, life.sunsetOn])),
    ).toMatchObject({
      '202510': '2026-10-15',
      '202511': '2026-11-16',
      '202601': '2027-01-15',
      '202603': '2027-03-16',
    });
  });
});
