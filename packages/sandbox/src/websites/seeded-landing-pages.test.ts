import { describe, expect, it } from 'vitest';
import { createGoogleAccounts } from '../ads/seed/google-catalog.js';
import { isSandboxWebsiteHost, serveSandboxWebsite } from './sandbox-websites.js';

// The demo's ads and the demo's sites must agree: an ad of a sandbox advertiser that lands on a
// missing page would make the demo look broken (and teach the site reader nothing).

const MAX_REDIRECTS = 5;

function listSeededLandingPages(): string[] {
  const urls: string[] = [];
  for (const account of createGoogleAccounts({ adsPerScaleAccount: 10 }).values())
    for (let index = 0; index < account.adCount; index += 1)
      for (const finalUrl of account.adAt(index).finalUrls)
        if (URL.canParse(finalUrl) && isSandboxWebsiteHost(new URL(finalUrl).hostname))
          urls.push(finalUrl);
  return urls;
}

function followRedirects(start: string): Response {
  let url = new URL(start);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = serveSandboxWebsite(url);
    if (!response) throw new Error(`not a sandbox site: ${url.href}`);
    const location = response.headers.get('location');
    if (response.status !== 301 || !location) return response;
    url = new URL(location, url);
  }
  throw new Error(`too many redirects from ${start}`);
}

describe('seeded landing pages', () => {
  const landingPages = listSeededLandingPages();

  it('covers the ads of the four advertisers with a site', () => {
    const hosts = new Set(landingPages.map((url) => new URL(url).hostname));
    expect([...hosts].sort()).toEqual([
      'cobol-coffee.example',
      'hopper-consulting.example',
      'www.hearthly.example',
      'www.sproutstrong.example',
    ]);
  });

  it.each(landingPages)('%s answers a page', (url) => {
    expect(followRedirects(url).status).toBe(200);
  });
});
