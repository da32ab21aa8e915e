import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform } from '../../src/ad-platform.js';
import { createGooglePlatform } from '../../src/google/google-platform.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  createLoginCredentials,
  startSandbox,
  type SandboxHarness,
} from './sandbox-harness.js';

// The Google client reads an account's keywords and existing negatives (ad group, campaign, shared
// lists with their campaigns, the account-level list) from the sandbox over the real wire format.

const { logins, customers } = SANDBOX_AD_CATALOG.google;

let harness: SandboxHarness;
let google: AdPlatform;

beforeAll(async () => {
  harness = await startSandbox({});
  google = createGooglePlatform({
    ...sandboxPlatformUrls(harness.sandboxUrl).google,
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: createContractHttp().http,
  });
});

afterAll(async () => {
  await harness.close();
});

async function readInventory(customerId: string) {
  const credentials = createLoginCredentials(
    google.oauth,
    await connectLogin(google.oauth, logins.ada),
  );
  return google.readKeywordInventory!(credentials, { id: customerId, managerId: null });
}

describe('readKeywordInventory', () => {
  it('reads the enabled positive keywords with their ad group and campaign', async () => {
    const { keywords } = await readInventory(customers.hearthly);
    expect(keywords.length).toBeGreaterThan(5);
    for (const keyword of keywords) {
      expect(keyword.text).not.toBe('');
      expect(['EXACT', 'PHRASE', 'BROAD']).toContain(keyword.matchType);
      expect(keyword.criterionId).toMatch(/^\d+$/);
      expect(keyword.campaign.id).toMatch(/^\d+$/);
      expect(keyword.adGroup.id).toMatch(/^\d+$/);
      expect(keyword.campaign.name).not.toBeNull();
      expect(keyword.status).toBe('ENABLED');
    }
    // A negative ad group criterion is never read as a keyword.
    expect(keywords.some((keyword) => keyword.text === 'quillabyte rental')).toBe(false);
  });

  it('reads ad-group and campaign negatives where they sit', async () => {
    const { adGroupNegatives, campaignNegatives } = await readInventory(customers.hearthly);
    expect(adGroupNegatives).toEqual([
      expect.objectContaining({
        text: 'quillabyte rental',
        matchType: 'PHRASE',
        adGroup: { id: '31000000106', name: 'Renters' },
        campaign: { id: '21000000104', name: 'Home Insurance - Segments' },
      }),
    ]);
    expect(campaignNegatives).toEqual([
      expect.objectContaining({
        text: 'zorbelwick',
        matchType: 'BROAD',
        campaign: { id: '21000000102', name: 'Home Insurance - Generic' },
      }),
    ]);
  });

  it('reads shared lists with their campaigns, and the attached account-level list last', async () => {
    const { negativeLists } = await readInventory(customers.hearthly);
    expect(negativeLists).toEqual([
      {
        id: '71000000101',
        name: 'Utmost sandbox - research words',
        isAccountLevel: false,
        campaignIds: ['21000000102', '21000000103'],
        keywords: [
          expect.objectContaining({ text: 'plimtrove guide', matchType: 'PHRASE' }),
          expect.objectContaining({ text: 'vantablix', matchType: 'EXACT' }),
        ],
      },
      {
        id: '71000000102',
        name: 'Account negatives',
        isAccountLevel: true,
        campaignIds: [],
        keywords: [expect.objectContaining({ text: 'grumbletaft jobs', matchType: 'PHRASE' })],
      },
    ]);
  });

  it('answers empty lists for an account without negatives', async () => {
    const inventory = await readInventory(customers.sproutstrong);
    expect(inventory.keywords.length).toBeGreaterThan(0);
    expect(inventory.adGroupNegatives).toEqual([]);
    expect(inventory.negativeLists).toEqual([]);
    expect(inventory.campaignNegatives.map((negative) => negative.text)).toEqual(['quillabyte']);
  });
});
