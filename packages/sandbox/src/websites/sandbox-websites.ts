import { renderNotFoundPage, renderPage } from './render-html.js';
import type { SandboxSite, SitePage } from './site-model.js';
import { COBOL_COFFEE_SITE } from './sites/cobol-coffee.js';
import { HEARTHLY_SITE } from './sites/hearthly.js';
import { HOPPER_CONSULTING_SITE } from './sites/hopper-consulting.js';
import { SPROUTSTRONG_SITE } from './sites/sproutstrong.js';

// The demo advertisers' websites, answered in memory. In sandbox mode the API's site reader asks
// here before it resolves a host, so the magic button reads these sites offline; a null answer
// means "not a sandbox site" and the caller goes on as usual (a `.example` host then fails in DNS,
// which is what an unreachable site looks like). Production never calls this.

const SANDBOX_SITES: readonly SandboxSite[] = [
  HEARTHLY_SITE,
  SPROUTSTRONG_SITE,
  COBOL_COFFEE_SITE,
  HOPPER_CONSULTING_SITE,
];

/** The hosts that serve the sandbox sites (each site's alias hosts only redirect here). */
export const SANDBOX_WEBSITE_HOSTS: readonly string[] = SANDBOX_SITES.map((site) => site.host);

const SITES_BY_HOST = new Map<string, SandboxSite>(
  SANDBOX_SITES.flatMap((site) => [site.host, ...site.aliasHosts].map((host) => [host, site])),
);

const PAGES_BY_SITE = new Map<SandboxSite, Map<string, SitePage>>(
  SANDBOX_SITES.map((site) => [site, new Map(site.pages.map((page) => [page.path, page]))]),
);

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** DNS names are case-insensitive and may end in the root's dot. */
function normalizeHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

export function isSandboxWebsiteHost(hostname: string): boolean {
  return SITES_BY_HOST.has(normalizeHostname(hostname));
}

function redirectTo(location: string): Response {
  return new Response(null, { status: 301, headers: { location } });
}

function renderRobotsTxt(site: SandboxSite): string {
  const rules = site.robotsDisallow.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, ''].join('\n');
}

/**
 * The sandbox's answer for `url`, or null when its host is not a sandbox site. Like the real sites
 * would: http and alias hosts redirect to the https canonical host, old paths and trailing slashes
 * redirect to the page, robots.txt is plain text and anything else unknown is the site's 404 page.
 */
export function serveSandboxWebsite(url: URL): Response | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const site = SITES_BY_HOST.get(normalizeHostname(url.hostname));
  if (!site) return null;
  const origin = `https://${site.host}`;
  if (url.protocol !== 'https:' || normalizeHostname(url.hostname) !== site.host)
    return redirectTo(`${origin}${url.pathname}${url.search}`);

  const path = url.pathname;
  if (path === '/robots.txt')
    return new Response(renderRobotsTxt(site), {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const pages = PAGES_BY_SITE.get(site) ?? new Map<string, SitePage>();
  const page = pages.get(path);
  if (page)
    return new Response(renderPage(site, page), { headers: { 'content-type': HTML_CONTENT_TYPE } });

  const withoutTrailingSlash = path.replace(/\/+$/, '');
  const movedTo =
    site.redirects?.[path] ?? (pages.has(withoutTrailingSlash) ? withoutTrailingSlash : undefined);
  if (movedTo !== undefined) return redirectTo(`${origin}${movedTo}${url.search}`);
  return new Response(renderNotFoundPage(site, path), {
    status: 404,
    headers: { 'content-type': HTML_CONTENT_TYPE },
  });
}
