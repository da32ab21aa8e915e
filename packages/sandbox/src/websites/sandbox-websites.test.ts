import { describe, expect, it } from 'vitest';
import {
  isSandboxWebsiteHost,
  SANDBOX_WEBSITE_HOSTS,
  serveSandboxWebsite,
} from './sandbox-websites.js';

// What a crawler sees: every check goes through serveSandboxWebsite with a URL, as the site reader's
// fetch will, and reads the HTML that comes back.

function serve(url: string): Response {
  const response = serveSandboxWebsite(new URL(url));
  if (!response) throw new Error(`not a sandbox site: ${url}`);
  return response;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function listHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) =>
    decodeAttribute(match[1] ?? ''),
  );
}

function listNavHrefs(html: string): string[] {
  const nav = /<nav\b[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  return nav ? listHrefs(nav[1] ?? '') : [];
}

function listJsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );
}

function readMeta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`);
  return pattern.exec(html)?.[1];
}

/** Every page reachable from a site's home page through its own links, with its HTML. */
async function crawlSite(host: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = [`https://${host}/`];
  while (queue.length > 0) {
    const url = new URL(queue.shift() ?? '');
    url.hash = '';
    url.search = '';
    if (pages.has(url.pathname)) continue;
    const response = serve(url.href);
    expect(response.status, url.href).toBe(200);
    const html = await response.text();
    pages.set(url.pathname, html);
    for (const href of listHrefs(html)) {
      const target = new URL(href, url);
      if (target.hostname === host) queue.push(target.href);
    }
  }
  return pages;
}

describe('sandbox websites', () => {
  it.each(SANDBOX_WEBSITE_HOSTS)(
    '%s: every internal link answers 200, anchors exist',
    async (host) => {
      const pages = await crawlSite(host);
      expect(pages.size).toBeGreaterThanOrEqual(4);
      for (const [path, html] of pages) {
        for (const href of listHrefs(html)) {
          const target = new URL(href, `https://${host}${path}`);
          if (target.hostname !== host) {
            expect(isSandboxWebsiteHost(target.hostname), href).toBe(false);
            continue;
          }
          if (target.hash)
            expect(pages.get(target.pathname), href).toContain(`id="${target.hash.slice(1)}"`);
        }
      }
    },
  );

  it.each(SANDBOX_WEBSITE_HOSTS)(
    '%s: nav links are pages of the site or external',
    async (host) => {
      const home = await serve(`https://${host}/`).text();
      const navHrefs = listNavHrefs(home);
      expect(navHrefs.length).toBeGreaterThanOrEqual(3);
      for (const href of navHrefs) {
        const target = new URL(href, `https://${host}/`);
        if (target.hostname !== host) continue;
        expect(serve(target.href).status, href).toBe(200);
      }
    },
  );

  it.each(SANDBOX_WEBSITE_HOSTS)(
    '%s: every page has a title, description, site name and valid JSON-LD',
    async (host) => {
      for (const [path, html] of await crawlSite(host)) {
        expect(html, path).toMatch(/<title>[^<]+<\/title>/);
        expect(readMeta(html, 'name', 'description'), path).toBeTruthy();
        expect(readMeta(html, 'property', 'og:site_name'), path).toBeTruthy();
        expect(html, path).toContain('class="cookie-banner"');
        expect(html, path).toContain('<footer');
        expect(() => listJsonLd(html), path).not.toThrow();
      }
    },
  );

  it('offers Organization, Product and Service JSON-LD, one Organization inside @graph', async () => {
    const types = new Set<string>();
    let graphs = 0;
    for (const host of SANDBOX_WEBSITE_HOSTS)
      for (const html of (await crawlSite(host)).values())
        for (const document of listJsonLd(html) as Record<string, unknown>[]) {
          const graph = document['@graph'];
          if (Array.isArray(graph)) {
            graphs += 1;
            for (const node of graph as Record<string, unknown>[]) types.add(String(node['@type']));
          } else types.add(String(document['@type']));
        }
    expect([...types]).toEqual(expect.arrayContaining(['Organization', 'Product', 'Service']));
    expect(graphs).toBeGreaterThanOrEqual(1);
  });

  it('serves robots.txt as plain text with its disallowed paths', async () => {
    const response = serve('https://www.hearthly.example/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/account\/$/m);
    for (const host of SANDBOX_WEBSITE_HOSTS)
      expect(await serve(`https://${host}/robots.txt`).text()).toContain('Disallow: /');
  });

  it('answers HTML pages as text/html in UTF-8', () => {
    const response = serve('https://www.sproutstrong.example/products/vegan-protein-blend');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers null for hosts that are not sandbox sites, so the caller falls through', () => {
    expect(serveSandboxWebsite(new URL('https://www.example.com/'))).toBeNull();
    expect(serveSandboxWebsite(new URL('https://analytical-engines.example/'))).toBeNull();
    expect(serveSandboxWebsite(new URL('https://evil.hearthly.example/'))).toBeNull();
    expect(serveSandboxWebsite(new URL('ftp://www.hearthly.example/'))).toBeNull();
    expect(isSandboxWebsiteHost('www.example.com')).toBe(false);
  });

  it('knows its hosts case-insensitively, aliases included', () => {
    expect(isSandboxWebsiteHost('WWW.Hearthly.example')).toBe(true);
    expect(isSandboxWebsiteHost('hearthly.example')).toBe(true);
    expect(isSandboxWebsiteHost('www.hearthly.example.')).toBe(true);
    expect(SANDBOX_WEBSITE_HOSTS).toEqual(
      expect.arrayContaining([
        'www.hearthly.example',
        'www.sproutstrong.example',
        'cobol-coffee.example',
        'hopper-consulting.example',
      ]),
    );
  });

  it('answers an unknown path with the site’s own 404 page', async () => {
    const response = serve('https://www.hearthly.example/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<title>Page not found | Hearthly</title>');
    expect(listNavHrefs(html)).toContain('/home-insurance');
  });

  it('redirects alias hosts and http to the https canonical host, keeping path and query', () => {
    const bare = serve('https://hearthly.example/about?utm_source=google');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(
      'https://www.hearthly.example/about?utm_source=google',
    );
    expect(serve('https://www.cobol-coffee.example/espresso').headers.get('location')).toBe(
      'https://cobol-coffee.example/espresso',
    );
    const http = serve('http://www.sproutstrong.example/');
    expect(http.status).toBe(301);
    expect(http.headers.get('location')).toBe('https://www.sproutstrong.example/');
  });

  it('redirects moved paths and trailing slashes to the page', () => {
    const moved = serve('https://www.hearthly.example/buildings-and-contents');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('https://www.hearthly.example/home-insurance');
    expect(serve('https://www.hearthly.example/about/').headers.get('location')).toBe(
      'https://www.hearthly.example/about',
    );
  });
});
