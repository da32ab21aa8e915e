import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FetchedPage, FetchPage } from './fetch-page.js';
import { normalizeWebsiteUrl, readWebsite } from './read-website.js';
import { WebsiteUnreadableError } from './website-unreadable-error.js';

const HOME_HTML = readFileSync(new URL('./fixtures/home.html', import.meta.url), 'utf8');
const SUB_PAGE_HTML = readFileSync(new URL('./fixtures/sub-page.html', import.meta.url), 'utf8');
const WWW = 'https://www.brightleaf.test';
const BARE = 'https://brightleaf.test';

/** What the SSRF guard throws, in the shape the site reader reads. */
class FakeFetchError extends Error {
  constructor(
    readonly reason: string,
    readonly status?: number,
  ) {
    super(reason);
  }
}

type Answer = FetchedPage | FakeFetchError;

/** A website as a map of URL to answer; every other URL answers 404, as the guard would throw it. */
function createFakeSite(answers: Record<string, Answer | string>) {
  const requested: string[] = [];
  const fetchPage: FetchPage = async (url, accept) => {
    requested.push(url);
    const answer = answers[url];
    if (answer === undefined) throw new FakeFetchError('http_error', 404);
    if (answer instanceof FakeFetchError) throw answer;
    if (typeof answer === 'string') {
      const contentType =
        accept === 'text' && url.endsWith('/robots.txt') ? 'text/plain' : 'text/html';
      return { url, status: 200, contentType, body: answer };
    }
    return answer;
  };
  return { fetchPage, requested };
}

const subPage = (title: string) => SUB_PAGE_HTML.replaceAll('PAGE_TITLE', title);
const brightleaf = (extra: Record<string, Answer | string> = {}) =>
  createFakeSite({
    [`${BARE}/`]: { url: `${WWW}/`, status: 200, contentType: 'text/html', body: HOME_HTML },
    [`${WWW}/shop/`]: subPage('Shop'),
    [`${BARE}/garden-design`]: subPage('Garden design'),
    [`${WWW}/plans`]: subPage('Plans'),
    [`${WWW}/about-us`]: subPage('About us'),
    [`${BARE}/products/seeds`]: subPage('Seeds'),
    ...extra,
  });

describe('readWebsite', () => {
  it('reads the home page: title, descriptions, headings, navigation, main text, JSON-LD', async () => {
    const { fetchPage } = brightleaf();
    const snapshot = await readWebsite('brightleaf.test', { fetchPage, maxPages: 1 });
    expect(snapshot.requestedUrl).toBe(`${BARE}/`);
    expect(snapshot.finalUrl).toBe(`${WWW}/`);
    expect(snapshot.pages).toHaveLength(1);
    const home = snapshot.pages[0]!;
    expect(home).toMatchObject({
      url: `${WWW}/`,
      kind: 'home',
      title: 'Brightleaf Garden Supply | Tools and plants for small gardens',
      description: 'Hand tools, seeds and raised beds for balcony and small-yard gardeners.',
      siteName: 'Brightleaf',
      headings: [
        'Small gardens, big harvests',
        'Everything for balcony growers',
        'Why gardeners choose us',
      ],
    });
    expect(home.navigation).toEqual([
      { text: 'Brightleaf home', url: `${WWW}/` },
      { text: 'Shop', url: `${WWW}/shop/` },
      { text: 'Services', url: `${BARE}/garden-design` },
      { text: 'Pricing', url: `${WWW}/plans` },
      { text: 'Our story', url: `${WWW}/about-us` },
    ]);
    expect(home.paragraphs).toEqual(
      expect.arrayContaining([
        'Brightleaf sells hand tools, heirloom seeds and cedar raised beds for gardeners with little space.',
        'Free delivery on orders over 40 pounds.',
        'Seeds packed by hand each season.',
      ]),
    );
    expect(home.paragraphs.join(' ')).not.toMatch(/cookies|rights reserved/i);
    expect(home.structuredData).toEqual([
      {
        type: 'Organization',
        name: 'Brightleaf Garden Supply Ltd',
        description: null,
        url: 'https://www.brightleaf.test/',
        sameAs: ['https://social.example/brightleaf'],
        areaServed: ['United Kingdom', 'Ireland'],
      },
      {
        type: 'Service',
        name: 'Garden design consultation',
        description: 'A one-hour visit to plan your beds.',
      },
      { type: 'Product', name: 'Cedar raised bed', description: 'A 1.2 m untreated cedar bed.' },
    ]);
  });

  it('reads one page of each kind the home page links to, same site only, up to the cap', async () => {
    const { fetchPage, requested } = brightleaf();
    const snapshot = await readWebsite(`${BARE}/#welcome`, { fetchPage });
    expect(snapshot.pages.map((page) => [page.kind, page.url, page.title])).toEqual([
      ['home', `${WWW}/`, expect.any(String)],
      ['products', `${WWW}/shop/`, 'Shop'],
      ['services', `${BARE}/garden-design`, 'Garden design'],
      ['pricing', `${WWW}/plans`, 'Plans'],
      ['about', `${WWW}/about-us`, 'About us'],
    ]);
    expect(requested.filter((url) => !url.endsWith('/robots.txt'))).toHaveLength(5);
    for (const ignored of ['partner.test', 'wholesale.', '/blog/', '/careers', '.pdf']) {
      expect(requested.join(' ')).not.toContain(ignored);
    }
  });

  it('stops at maxPages', async () => {
    const { fetchPage } = brightleaf();
    const snapshot = await readWebsite(BARE, { fetchPage, maxPages: 2 });
    expect(snapshot.pages.map((page) => page.kind)).toEqual(['home', 'products']);
  });

  it('reads robots.txt once per origin first and skips what it disallows for our user agent', async () => {
    const { fetchPage, requested } = brightleaf({
      [`${WWW}/robots.txt`]:
        'User-agent: *\nDisallow: /\n\nUser-agent: UtmostBot\nDisallow: /plans\nDisallow: /shop\n',
      [`${BARE}/robots.txt`]: 'User-agent: *\nAllow: /\n',
    });
    const snapshot = await readWebsite(BARE, { fetchPage });
    expect(snapshot.pages.map((page) => page.url)).toEqual([
      `${WWW}/`,
      `${BARE}/garden-design`,
      `${WWW}/about-us`,
      `${BARE}/products/seeds`,
    ]);
    expect(requested.filter((url) => url.endsWith('/robots.txt'))).toEqual([
      `${WWW}/robots.txt`,
      `${BARE}/robots.txt`,
    ]);
    expect(requested.indexOf(`${WWW}/robots.txt`)).toBeLessThan(
      requested.indexOf(`${BARE}/garden-design`),
    );
  });

  it('reads no other page when robots.txt is unavailable, and all of them when there is none', async () => {
    const unavailable = new FakeFetchError('http_error', 503);
    const down = brightleaf({
      [`${WWW}/robots.txt`]: unavailable,
      [`${BARE}/robots.txt`]: unavailable,
    });
    expect((await readWebsite(BARE, { fetchPage: down.fetchPage })).pages).toHaveLength(1);
    const missing = brightleaf();
    expect((await readWebsite(BARE, { fetchPage: missing.fetchPage })).pages).toHaveLength(5);
  });

  it('skips a page that cannot be read or leaves the site, and takes the next one', async () => {
    const { fetchPage } = brightleaf({
      [`${WWW}/shop/`]: new FakeFetchError('timeout'),
      [`${BARE}/garden-design`]: {
        url: 'https://partner.test/design',
        status: 200,
        contentType: 'text/html',
        body: subPage('Partner'),
      },
      [`${WWW}/plans`]: {
        url: `${WWW}/plans`,
        status: 200,
        contentType: 'application/pdf',
        body: '%PDF',
      },
    });
    const snapshot = await readWebsite(BARE, { fetchPage });
    expect(snapshot.pages.map((page) => page.url)).toEqual([
      `${WWW}/`,
      `${WWW}/about-us`,
      `${BARE}/products/seeds`,
    ]);
  });

  it('throws WebsiteUnreadableError with the reason when the home page cannot be read', async () => {
    const cases: [string, Answer | undefined, string][] = [
      [`${BARE}/`, new FakeFetchError('blocked_address'), 'blocked_address'],
      [`${BARE}/`, new FakeFetchError('timeout'), 'timeout'],
      [`${BARE}/`, undefined, 'http_error'],
      [
        `${BARE}/`,
        { url: `${BARE}/`, status: 500, contentType: 'text/html', body: '' },
        'http_error',
      ],
      [
        `${BARE}/`,
        { url: `${BARE}/`, status: 200, contentType: 'application/json', body: '{}' },
        'not_html',
      ],
    ];
    for (const [url, answer, reason] of cases) {
      const { fetchPage } = createFakeSite(answer ? { [url]: answer } : {});
      const error = await readWebsite(BARE, { fetchPage }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WebsiteUnreadableError);
      expect(error).toMatchObject({ reason });
    }
    const { fetchPage } = createFakeSite({});
    await expect(readWebsite('https://', { fetchPage })).rejects.toMatchObject({
      reason: 'invalid_url',
    });
    await expect(readWebsite('ftp://brightleaf.test', { fetchPage })).rejects.toMatchObject({
      reason: 'invalid_url',
    });
  });

  it('passes a cancellation on as it is', async () => {
    const controller = new AbortController();
    const cancelled = new Error('cancelled by the job');
    const fetchPage: FetchPage = async () => {
      controller.abort(cancelled);
      throw new FakeFetchError('unreachable');
    };
    await expect(readWebsite(BARE, { fetchPage, signal: controller.signal })).rejects.toBe(
      cancelled,
    );
  });
});

describe('normalizeWebsiteUrl', () => {
  it('adds https to a bare host and drops the fragment, keeping the path', () => {
    expect(normalizeWebsiteUrl('  Acme.test ')).toBe('https://acme.test/');
    expect(normalizeWebsiteUrl('http://acme.test/en/?x=1#top')).toBe('http://acme.test/en/?x=1');
  });
});
