import { normaliseWhitespace } from '../../brief/brief-limits.js';
import type { SiteSnapshot } from '../../site/site-snapshot.js';
import { pagesHomeFirst } from './site-text.js';

/** Title separators: "Brand | Tagline", "Tagline – Brand", "Brand: Tagline". */
const TITLE_SEPARATOR = /\s+[|–—:·•-]\s+|\s*[|·•]\s*/u;

/**
 * The company's name: what the user typed, else the site's own name for itself (og:site_name,
 * the JSON-LD Organization), else the part of the home page title that matches the domain,
 * else the domain itself.
 */
export function findCompanyName(site: SiteSnapshot, brandName: string): string {
  const typed = normaliseWhitespace(brandName);
  if (typed) return typed;
  const pages = pagesHomeFirst(site);
  for (const page of pages) {
    if (page.siteName?.trim()) return normaliseWhitespace(page.siteName);
  }
  for (const page of pages) {
    const organization = page.structuredData.find(
      (entity) => entity.type === 'Organization' && entity.name?.trim(),
    );
    if (organization?.name) return normaliseWhitespace(organization.name);
  }
  const domainLabel = readDomainLabel(site.finalUrl || site.requestedUrl);
  const title = pages[0]?.title;
  if (title) {
    const segments = title.split(TITLE_SEPARATOR).map(normaliseWhitespace).filter(Boolean);
    const squashed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const matchingDomain = segments.find(
      (segment) => domainLabel && squashed(segment) === squashed(domainLabel),
    );
    if (matchingDomain) return matchingDomain;
    // Without a domain match, the shortest part of a split title is usually the name, not the tagline.
    if (segments.length > 1) return [...segments].sort((a, b) => a.length - b.length)[0]!;
  }
  return domainLabel ? domainLabel.charAt(0).toUpperCase() + domainLabel.slice(1) : '';
}

/** "https://www.crumb-and-co.example/" → "crumb-and-co": the registrable label, no www. */
function readDomainLabel(url: string): string {
  try {
    const labels = new URL(url).hostname.split('.').filter((label) => label !== 'www');
    return labels.length > 1 ? labels[labels.length - 2]! : (labels[0] ?? '');
  } catch {
    return '';
  }
}
