/**
 * What the site reader learned from an advertiser's website: the home page and a few pages it
 * links to (products, services, pricing, about). Text only, already cleaned: the brief drafters
 * (local and model-backed) read this, never raw HTML.
 */
export interface SiteSnapshot {
  /** The URL the user gave, normalised (scheme, host, no fragment). */
  requestedUrl: string;
  /** Where the home page ended up after redirects. */
  finalUrl: string;
  pages: SitePage[];
}

export type SitePageKind = 'home' | 'products' | 'services' | 'pricing' | 'about' | 'other';

export interface SitePage {
  url: string;
  kind: SitePageKind;
  /** `<title>`, trimmed. */
  title: string | null;
  /** `<meta name="description">`, else `og:description`. */
  description: string | null;
  /** `og:site_name`, else the JSON-LD Organization's name. */
  siteName: string | null;
  /** h1–h3 in document order, trimmed, without duplicates. */
  headings: string[];
  /**
   * Each h2–h3 with the first paragraph written under it (a product card's text, a section's
   * lead), kept apart from `paragraphs` because readers of the main text drop cards. Optional:
   * snapshots stored before it existed have none.
   */
  sections?: SiteSection[];
  /** Link texts of the page's `<nav>` (and header menus), with their absolute URLs. */
  navigation: SiteLink[];
  /** Readability's main text, split into paragraphs. */
  paragraphs: string[];
  /** JSON-LD entities of the types a brief can use. */
  structuredData: StructuredEntity[];
}

export interface SiteSection {
  heading: string;
  text: string;
}

export interface SiteLink {
  text: string;
  url: string;
}

export interface StructuredEntity {
  type: 'Organization' | 'Product' | 'Service';
  name: string | null;
  description: string | null;
  /** Organization only, as found: its `url`, its `sameAs` profiles, its `areaServed` names. */
  url?: string | null;
  sameAs?: string[];
  areaServed?: string[];
}
