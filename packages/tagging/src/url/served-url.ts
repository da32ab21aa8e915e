import { joinHttpUrl, splitHttpUrl } from './http-url.js';

/**
 * The URL a LinkedIn click reaches when the campaign has tracking parameters: LinkedIn appends
 * them after the landing page's own query, so a key the page already carries appears twice
 * (learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking:
 * a static `utm_abc=123` and a campaign `campaign=CAMPAIGN_ID` are both served). null when the
 * landing page is not an http(s) URL.
 */
export function appendServedParameters(landingPage: string, query: string): string | null {
  const parts = splitHttpUrl(landingPage.trim());
  if (parts === null) return null;
  if (query === '') return joinHttpUrl(parts.base, parts.query, parts.fragment);
  const served = parts.query === '' ? query : `${parts.query}&${query}`;
  return joinHttpUrl(parts.base, served, parts.fragment);
}
