import type { BriefProductDraft } from '../../brief/brief-draft.js';
import { BRIEF_LIMITS, normaliseWhitespace } from '../../brief/brief-limits.js';
import type { SitePage, SiteSnapshot } from '../../site/site-snapshot.js';
import { fitDescription } from './product-description.js';
import { describeNonProduct } from './not-a-product.js';
import { pagesHomeFirst, wordCoverage } from './site-text.js';

/** Section headings and menu entries that name a part of the site, not something it sells. */
const GENERIC_TITLE =
  /^(?:our|why|how|what|who|meet|about|frequently|faq|faqs|contact|get in touch|testimonials?|reviews?|pricing|prices|plans|blog|news|latest|careers|jobs|log ?in|sign|cart|basket|bag|checkout|menu|home|products?|services?|treatments?|shop|store|all|featured|popular|best ?sellers|related|follow|newsletter|find us|opening|visit|locations?|team|customers|partners|integrations|features|resources|support|help|terms|privacy|cookies?|gallery|events|press|more)\b/i;

/** URL paths whose children are products or services: /products/sourdough, /services/audits. */
const PRODUCT_PATH =
  /\/(?:products?|services?|shop|store|collections?|solutions?|menu|treatments?|offerings?)\/[^/?#]+/i;

/**
 * The products or services the site names, each with a description taken from the site's own
 * text (never written here) and the page it was found on: JSON-LD Product/Service first (the
 * site's own declaration), then the headings of its products and services pages, then menu
 * entries that lead to product pages or to the pages of its offer the reader followed from the
 * menu. A heading without text about it is more likely a section title than a product: skipped.
 * So are places, founding stories, features and plans (see not-a-product.ts), on any site.
 */
export function findProducts(site: SiteSnapshot, brandName: string): BriefProductDraft[] {
  const found: BriefProductDraft[] = [];
  const seen = new Set<string>([brandName.toLowerCase()]);
  const seenDescriptions = new Set<string>();
  const add = (name: string, descriptions: (string | null | undefined)[], sourceUrl: string) => {
    const cleanName = normaliseWhitespace(name);
    const key = cleanName.toLowerCase();
    if (!cleanName || seen.has(key) || describeNonProduct(cleanName, brandName) !== null) return;
    const description = fitDescription(descriptions, BRIEF_LIMITS.productDescriptionMaxLength);
    if (description === null) return;
    // A menu entry ("Renters") for a product already named by its page ("Contents insurance for
    // renters") carries the same text: one product, under the page's own name.
    const descriptionKey = description.toLowerCase();
    if (descriptionKey !== '' && seenDescriptions.has(descriptionKey)) return;
    seen.add(key);
    seenDescriptions.add(descriptionKey);
    found.push({ name: cleanName, description, sourceUrl });
  };
  const pages = pagesHomeFirst(site);
  const allParagraphs = pages.flatMap((page) => page.paragraphs);
  const sectionText = (heading: string, onPages: SitePage[]) =>
    onPages.flatMap((page) => page.sections ?? []).find((section) => section.heading === heading)
      ?.text;

  for (const page of pages) {
    for (const entity of page.structuredData) {
      if ((entity.type === 'Product' || entity.type === 'Service') && entity.name) {
        add(
          entity.name,
          [
            entity.description,
            sectionText(entity.name, pages),
            findParagraphAbout(entity.name, allParagraphs),
            '',
          ],
          page.url,
        );
      }
    }
  }
  for (const page of pages.filter(
    (candidate) => candidate.kind === 'products' || candidate.kind === 'services',
  )) {
    for (const heading of page.headings.filter(isProductTitle)) {
      add(
        heading,
        [sectionText(heading, [page]), findParagraphAbout(heading, page.paragraphs)],
        page.url,
      );
    }
  }
  for (const page of pages) {
    for (const link of page.navigation) {
      if (!isProductTitle(link.text)) continue;
      if (!isProductPage(link.url, site.finalUrl) && !isOfferPageRead(link.url, site.pages)) {
        continue;
      }
      // "Workshops" leading to the page that named "Compiler workshops", "Protein powder" leading
      // to /products/vegan-protein-blend: one product, already listed under its own name.
      if (found.some((product) => isSameProduct(product, link.url))) continue;
      const linkedPage = findPage(link.url, site.pages);
      add(
        link.text,
        [
          linkedPage?.description,
          linkedPage?.paragraphs[0],
          sectionText(link.text, pages),
          findParagraphAbout(link.text, allParagraphs),
        ],
        link.url,
      );
    }
  }
  return found.slice(0, BRIEF_LIMITS.maxProducts);
}

/** A menu entry's page the reader chose as part of the offer (not about, pricing or home). */
function isOfferPageRead(url: string, pages: SitePage[]): boolean {
  const page = findPage(url, pages);
  return page !== undefined && ['other', 'products', 'services'].includes(page.kind);
}

function isProductTitle(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  return words >= 1 && words <= 6 && !/[?!]$/.test(text.trim()) && !GENERIC_TITLE.test(text.trim());
}

function isProductPage(url: string, base: string): boolean {
  try {
    return PRODUCT_PATH.test(`${new URL(url, base).pathname}/`);
  } catch {
    return false; // a menu link the reader could not resolve names nothing we can describe
  }
}

/** The first paragraph that mentions most of the name's words: the text written about it. */
function findParagraphAbout(name: string, paragraphs: string[]): string | null {
  return paragraphs.find((paragraph) => wordCoverage(name, paragraph) >= 0.5) ?? null;
}

function findPage(url: string, pages: SitePage[]): SitePage | undefined {
  return pages.find((candidate) => stripTrailingSlash(candidate.url) === stripTrailingSlash(url));
}

function isSameProduct(product: BriefProductDraft, url: string): boolean {
  if (product.sourceUrl && stripTrailingSlash(product.sourceUrl) === stripTrailingSlash(url)) {
    return true;
  }
  const slug = stripTrailingSlash(url).split('/').pop() ?? '';
  return slug !== '' && slug === slugify(product.name);
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
