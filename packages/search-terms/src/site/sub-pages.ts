import type { SiteLink, SitePageKind } from './site-snapshot.js';

export type SubPageKind = Exclude<SitePageKind, 'home'>;

// In the order a brief needs them: what is sold first, then its price, then who sells it.
// Pricing is tested before products so that "Product pricing" is a pricing page.
const KIND_PATTERNS: [SubPageKind, RegExp][] = [
  ['pricing', /\b(pricing|prices?|price list|plans|rates|tariffs?)\b/i],
  ['products', /\b(products?|shop|store|catalog(ue)?|collections?|our range)\b/i],
  ['services', /\b(services?|solutions|what we do|offerings?)\b/i],
  ['about', /\b(about|about us|who we are|our story|company|team)\b/i],
];
const KIND_ORDER: SubPageKind[] = ['products', 'services', 'pricing', 'about'];
const NOT_A_PAGE = /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp3|mp4|mov)$/i;
/** Menu entries that lead to the site's machinery or its news, not to what it sells. */
const NOT_ABOUT_THE_OFFER =
  /\b(log ?in|sign ?(in|up)|register|account|cart|basket|bag|checkout|contact|blog|news|press|careers?|jobs|privacy|terms|legal|cookies?|faqs?|help|support|search|sitemap)\b/i;

export interface SubPageCandidate {
  url: string;
  kind: SubPageKind;
}

/** www.acme.com and acme.com are the same site; shop.acme.com is another. */
export function isSameSite(a: URL, b: URL): boolean {
  const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');
  return withoutWww(a.hostname) === withoutWww(b.hostname);
}

/** A link's kind by its text, else by the words of its path; `other` when neither tells. */
export function classifyLink(text: string, url: URL): SitePageKind {
  const pathWords = decodeURIComponent(url.pathname).replace(/[/_.-]+/g, ' ');
  for (const source of [text, pathWords]) {
    const match = KIND_PATTERNS.find(([, pattern]) => pattern.test(source));
    if (match) return match[0];
  }
  return 'other';
}

/**
 * The same-site pages worth reading after the home page, best first: the first link of each kind
 * (products, services, pricing, about), then the main menu's other entries (many sites list what
 * they sell there without calling it "products": /home-insurance, /roasts), then the other links
 * of those kinds in page order, so a page that cannot be read or is disallowed gives its place to
 * the next one.
 */
export function chooseSubPages(
  links: SiteLink[],
  homeUrl: URL,
  navigation: SiteLink[] = [],
): SubPageCandidate[] {
  const candidates: SubPageCandidate[] = [];
  const seen = new Set([pageKey(homeUrl)]);
  for (const link of links) {
    const url = new URL(link.url);
    if (!isSameSite(url, homeUrl) || NOT_A_PAGE.test(url.pathname) || seen.has(pageKey(url)))
      continue;
    const kind = classifyLink(link.text, url);
    if (kind === 'home' || kind === 'other') continue;
    seen.add(pageKey(url));
    candidates.push({ url: url.href, kind });
  }
  const firsts = KIND_ORDER.flatMap(
    (kind) => candidates.find((candidate) => candidate.kind === kind) ?? [],
  );
  const rest = KIND_ORDER.flatMap((kind) =>
    candidates.filter((candidate) => candidate.kind === kind && !firsts.includes(candidate)),
  );
  const menu: SubPageCandidate[] = [];
  for (const link of navigation) {
    const url = new URL(link.url);
    if (!isSameSite(url, homeUrl) || NOT_A_PAGE.test(url.pathname) || seen.has(pageKey(url)))
      continue;
    if (NOT_ABOUT_THE_OFFER.test(link.text) || NOT_ABOUT_THE_OFFER.test(url.pathname)) continue;
    seen.add(pageKey(url));
    menu.push({ url: url.href, kind: 'other' });
  }
  return [...firsts, ...menu, ...rest];
}

/** Pages compared without scheme, www. or a trailing slash: http://acme.com/ is https://www.acme.com. */
function pageKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.hostname.replace(/^www\./, '')}${path}${url.search}`;
}
