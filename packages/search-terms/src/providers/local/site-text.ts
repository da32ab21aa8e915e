import { normaliseWhitespace, splitSentences } from '../../brief/brief-limits.js';
import type { SitePage, SiteSnapshot } from '../../site/site-snapshot.js';

/** Where a sentence was found: it tells how much the site itself vouches for it. */
export type SentenceSource = 'meta-description' | 'organization' | 'paragraph';

export interface SiteSentence {
  text: string;
  source: SentenceSource;
  pageKind: SitePage['kind'];
  /** The `<title>` of the page it is on. */
  pageTitle: string | null;
  /** Position in the site's reading order, for stable tie-breaking. */
  order: number;
}

/**
 * Every sentence the site wrote about itself, in reading order: meta descriptions, JSON-LD
 * Organization descriptions and the main text's paragraphs of each page, home page first.
 */
export function collectSiteSentences(site: SiteSnapshot): SiteSentence[] {
  const sentences: SiteSentence[] = [];
  const add = (text: string | null | undefined, source: SentenceSource, page: SitePage) => {
    for (const sentence of splitSentences(normaliseWhitespace(text ?? ''))) {
      sentences.push({
        text: sentence,
        source,
        pageKind: page.kind,
        pageTitle: page.title,
        order: sentences.length,
      });
    }
  };
  for (const page of pagesHomeFirst(site)) {
    add(page.description, 'meta-description', page);
    for (const entity of page.structuredData) {
      if (entity.type === 'Organization') add(entity.description, 'organization', page);
    }
    for (const paragraph of page.paragraphs) add(paragraph, 'paragraph', page);
  }
  return sentences;
}

/** All the site's words as one lower-case text, for "does the site say X" checks. */
export function readSiteCorpus(site: SiteSnapshot | undefined): string {
  if (!site) return '';
  const parts = site.pages.flatMap((page) => [
    page.title ?? '',
    page.description ?? '',
    ...page.headings,
    ...page.navigation.map((link) => link.text),
    ...page.paragraphs,
    ...page.structuredData.flatMap((entity) => [entity.name ?? '', entity.description ?? '']),
  ]);
  return parts.map(normaliseWhitespace).filter(Boolean).join('\n').toLowerCase();
}

export function pagesHomeFirst(site: SiteSnapshot): SitePage[] {
  return [...site.pages].sort((a, b) => Number(b.kind === 'home') - Number(a.kind === 'home'));
}

/** Common English function words: they never carry what a business sells. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can do does for from has have how i if in into is it its ' +
    'just more most no not of on or our ours out over so than that the their them then there these ' +
    'they this those to too up us very was we were what when where which who why will with you your ' +
    'all any each every get got also about after before new one two only own same such via per ' +
    'across throughout around near since until'
  ).split(' '),
);

/** Lower-case word tokens (letters, digits, inner apostrophes and hyphens). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

export function contentWords(text: string): string[] {
  return tokenize(text).filter((word) => !STOP_WORDS.has(word) && word.length > 1);
}

/** Share of `a`'s content words that `b` also has: 1 when b says everything a says. */
export function wordCoverage(a: string, b: string): number {
  const wordsA = new Set(contentWords(a));
  if (wordsA.size === 0) return 0;
  const wordsB = new Set(contentWords(b));
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared += 1;
  return shared / wordsA.size;
}

/** Words naming who buys: an overview should mention them, a category phrase should not end in them. */
export const AUDIENCE_NOUNS =
  /^(?:customers|clients|businesses|companies|teams|families|homeowners|renters|landlords|people|individuals|professionals|organi[sz]ations|schools|restaurants|shops|retailers|cafés|cafes|agencies|engineers|developers|patients|parents|students|owners|buyers|consumers|users)$/i;
