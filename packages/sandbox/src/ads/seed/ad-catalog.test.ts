import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../identities.js';
import { listSandboxAdAccounts, SANDBOX_AD_CATALOG } from './ad-catalog.js';
import { createGoogleAccounts, GOOGLE_LOGINS } from './google-catalog.js';
import { GOOGLE_AD_TYPES_NOT_UPDATABLE, GOOGLE_CAMPAIGN_TYPES } from './google-types.js';
import { createLinkedInAccounts, LINKEDIN_LOGINS } from './linkedin-catalog.js';
import { LINKEDIN_CAMPAIGN_FORMATS } from './linkedin-types.js';

const google = createGoogleAccounts({ adsPerScaleAccount: 1_000 });
const linkedin = createLinkedInAccounts({ adsPerScaleAccount: 1_000 });

function listGoogleAds(customerId: string) {
  const account = google.get(customerId);
  if (!account) throw new Error(`no customer ${customerId}`);
  return Array.from({ length: account.adCount }, (_, index) => account.adAt(index));
}

describe('seeded ad catalogue', () => {
  it('names only ids that exist, under their seeded names', () => {
    for (const id of Object.values(SANDBOX_AD_CATALOG.google.customers))
      expect(google.has(id), id).toBe(true);
    for (const id of Object.values(SANDBOX_AD_CATALOG.linkedin.accounts))
      expect(linkedin.has(id), String(id)).toBe(true);
    expect(google.get(SANDBOX_AD_CATALOG.google.customers.hearthly)?.customer).toMatchObject({
      descriptiveName: 'Hearthly',
      currencyCode: 'EUR',
    });
    expect(google.get(SANDBOX_AD_CATALOG.google.customers.sproutstrong)?.customer).toMatchObject({
      descriptiveName: 'Sproutstrong',
      currencyCode: 'USD',
    });
    expect(google.get(SANDBOX_AD_CATALOG.google.customers.noname)?.customer.descriptiveName).toBe(
      '',
    );
    expect(google.get(SANDBOX_AD_CATALOG.google.customers.scale)?.customer.descriptiveName).toBe(
      'Scale test',
    );
    expect(linkedin.get(SANDBOX_AD_CATALOG.linkedin.accounts.scale)?.account.name).toBe(
      'Scale test',
    );
  });

  it('keys every login on a demo identity', () => {
    const emails = new Set(DEMO_IDENTITIES.map((identity) => identity.email));
    for (const login of [...GOOGLE_LOGINS, ...LINKEDIN_LOGINS])
      expect(emails.has(login.email), login.email).toBe(true);
  });

  it('holds every Google campaign type and the ad types AdService cannot update', () => {
    const types = new Set(
      [...google.values()]
        .flatMap((account) => account.campaigns)
        .map((c) => c.advertisingChannelType),
    );
    for (const type of GOOGLE_CAMPAIGN_TYPES) expect(types.has(type), type).toBe(true);
    const adTypes = new Set(
      listGoogleAds(SANDBOX_AD_CATALOG.google.customers.engines).map((ad) => ad.type),
    );
    for (const type of GOOGLE_AD_TYPES_NOT_UPDATABLE) expect(adTypes.has(type), type).toBe(true);
  });

  it('holds the awkward Google ads', () => {
    const ads = listGoogleAds(SANDBOX_AD_CATALOG.google.customers.engines);
    const urls = ads.flatMap((ad) => ad.finalUrls);
    expect(ads.some((ad) => ad.finalUrls.length === 0)).toBe(true);
    expect(urls.some((url) => !URL.canParse(url))).toBe(true);
    expect(urls.some((url) => url.length > 450 && url.length <= 500)).toBe(true);
    expect(urls.some((url) => url.length === 2048)).toBe(true);
    expect(urls.some((url) => url.includes('utm_source=') && url.includes('#'))).toBe(true);
    expect(ads.some((ad) => ad.status === 'PAUSED')).toBe(true);
    expect(ads.some((ad) => ad.status === 'REMOVED')).toBe(true);
  });

  it('gives the two advertisers their search terms, without labels', () => {
    const hearthly = google.get(SANDBOX_AD_CATALOG.google.customers.hearthly);
    const sproutstrong = google.get(SANDBOX_AD_CATALOG.google.customers.sproutstrong);
    expect(hearthly?.searchTermCount).toBe(205);
    expect(sproutstrong?.searchTermCount).toBe(212);
    expect(Object.keys(hearthly?.searchTermAt(0) ?? {})).not.toContain('label');
    expect(hearthly?.searchTermAt(0)).toMatchObject({
      searchTerm: 'priceleap',
      impressions: 532,
      keyword: { text: 'home insurance cork', matchType: 'BROAD' },
    });
  });

  it('holds every LinkedIn format, a carousel, and a VIEWER role', () => {
    const formats = new Set(
      [...linkedin.values()].flatMap((account) => account.campaigns).map((c) => c.format),
    );
    for (const format of LINKEDIN_CAMPAIGN_FORMATS) expect(formats.has(format), format).toBe(true);
    const apollo = linkedin.get(SANDBOX_AD_CATALOG.linkedin.accounts.apollo);
    const carousel = apollo?.findPost('urn:li:ugcPost:7200000000000000102');
    expect(carousel?.content).toHaveProperty('carousel');
    expect(
      LINKEDIN_LOGINS.flatMap((login) => login.roles).some((role) => role.role === 'VIEWER'),
    ).toBe(true);
  });

  it('generates the scale accounts on demand, by position', () => {
    const scale = google.get(SANDBOX_AD_CATALOG.google.customers.scale);
    expect(scale?.adCount).toBe(1_000);
    const ad = scale?.adAt(999);
    expect(scale?.findAd(ad?.id ?? '')).toEqual(ad);
    expect(scale?.findAdGroup(ad?.adGroupId ?? '')).toBeDefined();
    expect(scale?.adGroups).toHaveLength(10);
    const scaleLinkedIn = linkedin.get(SANDBOX_AD_CATALOG.linkedin.accounts.scale);
    const creative = scaleLinkedIn?.creativeAt(150);
    expect(creative && 'reference' in creative.content).toBe(true);
    if (creative && 'reference' in creative.content)
      expect(scaleLinkedIn?.findPost(creative.content.reference)?.contentLandingPage).toBe(
        'https://scale.example/li/150',
      );
    expect(scaleLinkedIn?.listCreativePositions(creative?.campaignId ?? 0)).toHaveLength(100);
  });

  it('lists each login with the accounts it reaches', () => {
    const logins = listSandboxAdAccounts({ adsPerScaleAccount: 10 });
    const grace = logins.find((login) => login.email === SANDBOX_AD_CATALOG.google.logins.grace);
    expect(grace?.accounts.map((account) => [account.id, account.loginCustomerId])).toEqual([
      ['5230000001', null],
      ['5230000011', '5230000001'],
      ['5230000012', '5230000001'],
      ['5230000002', null],
    ]);
    const barbara = logins.find(
      (login) => login.email === SANDBOX_AD_CATALOG.google.logins.barbara,
    );
    const agencyClients = barbara?.accounts.filter((account) => account.isManager !== true) ?? [];
    // 300 usable clients plus one cancelled, one suspended and one closed under each of 6 managers.
    expect(agencyClients.filter((account) => account.status === 'ENABLED')).toHaveLength(300);
    expect(agencyClients).toHaveLength(318);
    expect(
      barbara?.accounts.every(
        (account, index) =>
          account.loginCustomerId ===
          (index === 0 ? null : SANDBOX_AD_CATALOG.google.customers.agencyTopManager),
      ),
    ).toBe(true);
    const alan = logins.find((login) => login.email === SANDBOX_AD_CATALOG.google.logins.alan);
    expect(alan?.accounts).toEqual([]);
    const margaret = logins.find(
      (login) => login.email === SANDBOX_AD_CATALOG.linkedin.logins.margaret,
    );
    expect(margaret?.accounts.find((account) => account.id === '508900003')?.role).toBe('VIEWER');
    const scale = logins.find((login) => login.email === SANDBOX_AD_CATALOG.google.logins.scale);
    expect(scale?.accounts[0]?.adCount).toBe(10);
  });
});
