import type { FetchedPage, FetchPage } from './fetch-page.js';
import { readHtmlPage } from './read-html-page.js';
import { createRobotsCheck } from './robots.js';
import type { SitePage, SitePageKind, SiteSnapshot } from './site-snapshot.js';
import { chooseSubPages, isSameSite } from './sub-pages.js';
import { readFailureReason, WebsiteUnreadableError } from './website-unreadable-error.js';

/** The product token robots.txt groups are matched against (the SSRF guard's user agent). */
export const SITE_READER_USER_AGENT = 'UtmostBot';
const DEFAULT_MAX_PAGES = 5;
const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface ReadWebsiteOptions {
  fetchPage: FetchPage;
  /** Pages read in all, the home page included. */
  maxPages?: number;
  signal?: AbortSignal;
  userAgent?: string;
}

/**
 * Reads an advertiser's website: the home page, then up to `maxPages - 1` same-site pages it
 * links to (products, services, pricing, about), one after the other, each allowed by the site's
 * robots.txt. The home page is read even when robots.txt disallows it: the user asked for it, as a
 * browser would; the other pages are our choice and follow the rules. A home page that cannot be
 * read throws a WebsiteUnreadableError; another page that cannot be read is left out.
 */
export async function readWebsite(url: string, options: ReadWebsiteOptions): Promise<SiteSnapshot> {
  const { fetchPage, signal } = options;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const requestedUrl = normalizeWebsiteUrl(url);
  const home = await fetchHtml(fetchPage, requestedUrl, signal).catch((error: unknown) => {
    if (signal?.aborted) throw signal.reason;
    throw new WebsiteUnreadableError(readFailureReason(error), { cause: error });
  });
  const homeUrl = new URL(home.url);
  const { page: homePage, links } = readHtmlPage(home.body, home.url, 'home');
  const pages: SitePage[] = [homePage];
  const isAllowed = createRobotsCheck({
    fetchPage,
    userAgent: options.userAgent ?? SITE_READER_USER_AGENT,
    signal,
  });
  for (const candidate of chooseSubPages(links, homeUrl, homePage.navigation)) {
    if (pages.length >= maxPages) break;
    signal?.throwIfAborted();
    if (!(await isAllowed(candidate.url))) continue;
    const page = await readSubPage(fetchPage, candidate.url, candidate.kind, signal);
    // A redirect may lead off the site or back to a page already read.
    if (page === null || !isSameSite(new URL(page.url), homeUrl)) continue;
    if (pages.some((read) => read.url === page.url)) continue;
    pages.push(page);
  }
  return { requestedUrl, finalUrl: home.url, pages };
}

/** What a user types: `acme.com` means `https://acme.com/`; the fragment never matters. */
export function normalizeWebsiteUrl(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (error) {
    throw new WebsiteUnreadableError('invalid_url', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebsiteUnreadableError('invalid_url');
  }
  url.hash = '';
  return url.href;
}

async function readSubPage(
  fetchPage: FetchPage,
  url: string,
  kind: SitePageKind,
  signal: AbortSignal | undefined,
): Promise<SitePage | null> {
  try {
    const fetched = await fetchHtml(fetchPage, url, signal);
    return readHtmlPage(fetched.body, fetched.url, kind).page;
  } catch {
    if (signal?.aborted) throw signal.reason;
    return null;
  }
}

/**
 * The SSRF guard already refuses error statuses and other content types; a fetcher that returns
 * them instead (another implementation, a test's fake) is held to the same.
 */
async function fetchHtml(
  fetchPage: FetchPage,
  url: string,
  signal: AbortSignal | undefined,
): Promise<FetchedPage> {
  const page = await fetchPage(url, 'html', signal);
  if (page.status >= 400) throw new WebsiteUnreadableError('http_error');
  const mediaType = page.contentType.split(';')[0]!.trim().toLowerCase();
  if (!HTML_MEDIA_TYPES.has(mediaType)) throw new WebsiteUnreadableError('not_html');
  return page;
}
