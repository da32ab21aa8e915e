import { parseHTML } from 'linkedom';

export type HtmlDocument = ReturnType<typeof parseHTML>['document'];
export type HtmlElement = NonNullable<ReturnType<HtmlDocument['querySelector']>>;

export function parseHtmlDocument(html: string): HtmlDocument {
  return parseHTML(html).document;
}

/** Text with runs of whitespace collapsed, or null when nothing is left. */
export function cleanText(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/** An absolute http(s) URL without fragment, or null for anything else (mailto:, #top, junk). */
export function resolveHttpUrl(href: string, base: string): URL | null {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}
