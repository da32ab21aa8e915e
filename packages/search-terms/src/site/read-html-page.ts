import {
  cleanText,
  parseHtmlDocument,
  resolveHttpUrl,
  type HtmlDocument,
  type HtmlElement,
} from './html-document.js';
import { readMainText } from './main-text.js';
import { readSections } from './sections.js';
import type { SiteLink, SitePage, SitePageKind } from './site-snapshot.js';
import { readStructuredData } from './structured-data.js';

const NAVIGATION_LINK_SELECTOR =
  'nav a[href], header a[href], [role="navigation" i] a[href], [role="menubar" i] a[href]';
// Mega menus list hundreds of links; the first ones are the site's sections.
const MAX_NAVIGATION_LINKS = 60;

export interface ParsedHtmlPage {
  page: SitePage;
  /** Every link of the page, navigation first, for choosing which pages to read next. */
  links: SiteLink[];
}

/** What one HTML page says, as the snapshot keeps it, plus its links. */
export function readHtmlPage(html: string, url: string, kind: SitePageKind): ParsedHtmlPage {
  const document = parseHtmlDocument(html);
  const structuredData = readStructuredData(document);
  const navigation = readLinks(document, NAVIGATION_LINK_SELECTOR, url).slice(
    0,
    MAX_NAVIGATION_LINKS,
  );
  const page: SitePage = {
    url,
    kind,
    title: cleanText(
      (document.querySelector('head title') ?? document.querySelector('title'))?.textContent,
    ),
    description: readMeta(document, 'description') ?? readMeta(document, 'og:description'),
    siteName:
      readMeta(document, 'og:site_name') ??
      structuredData.find((entity) => entity.type === 'Organization' && entity.name !== null)
        ?.name ??
      null,
    headings: unique(
      [...document.querySelectorAll('h1, h2, h3')].map((heading) => cleanText(heading.textContent)),
    ),
    sections: readSections(document),
    navigation,
    paragraphs: readMainText(html),
    structuredData,
  };
  const links = uniqueLinks([...navigation, ...readLinks(document, 'a[href]', url)]);
  return { page, links };
}

/** `<meta name=…>` or `<meta property=…>`: sites mix the two for Open Graph tags. */
function readMeta(document: HtmlDocument, key: string): string | null {
  for (const attribute of ['name', 'property']) {
    const meta = document.querySelector(`meta[${attribute}="${key}" i]`);
    const content = cleanText(meta?.getAttribute('content'));
    if (content !== null) return content;
  }
  return null;
}

function readLinks(document: HtmlDocument, selector: string, base: string): SiteLink[] {
  const links: SiteLink[] = [];
  for (const anchor of document.querySelectorAll(selector)) {
    const href = anchor.getAttribute('href') ?? '';
    // "#main", "#top": a place on this page, not a page.
    if (href.startsWith('#')) continue;
    const url = resolveHttpUrl(href, base);
    const text = readLinkText(anchor);
    if (url !== null && text !== null) links.push({ text, url: url.href });
  }
  return uniqueLinks(links);
}

/** The anchor's text, else what names it for a screen reader (an icon or a logo link). */
function readLinkText(anchor: HtmlElement): string | null {
  return (
    cleanText(anchor.textContent) ??
    cleanText(anchor.getAttribute('aria-label')) ??
    cleanText(anchor.getAttribute('title')) ??
    cleanText(anchor.querySelector('img[alt]')?.getAttribute('alt'))
  );
}

function uniqueLinks(links: SiteLink[]): SiteLink[] {
  const byKey = new Map<string, SiteLink>();
  for (const link of links) {
    const key = `${link.url} ${link.text}`;
    if (!byKey.has(key)) byKey.set(key, link);
  }
  return [...byKey.values()];
}

function unique(texts: (string | null)[]): string[] {
  return [...new Set(texts.filter((text): text is string => text !== null))];
}
