// The shape of a sandbox website: what each site file writes down (its chrome once, then its pages
// as sections of copy) and what the renderer turns into HTML. Pages are data rather than HTML so that
// the copy reads as copy and every page gets the same realistic head, cookie banner and footer.

/** A link as written on the page: a site path (`/about`, `/quote?type=hh`) or an absolute URL. */
export interface SiteLink {
  text: string;
  href: string;
}

/** A schema.org JSON-LD document, written as it would be embedded. */
export type JsonLd = Record<string, unknown>;

export interface SiteCard {
  title: string;
  text: string;
  href?: string;
  /** A price line as printed, e.g. `$34.99` or `from €1,250 per person`. */
  price?: string;
}

export interface SiteFormField {
  label: string;
  name: string;
  type: 'text' | 'email' | 'password' | 'number' | 'select';
  options?: string[];
}

export interface SiteForm {
  action: string;
  method: 'get' | 'post';
  fields: SiteFormField[];
  submit: string;
}

/** A block of a page; the renderer prints its parts in the order they are declared here. */
export interface SiteSection {
  id?: string;
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  cards?: SiteCard[];
  table?: { head: string[]; rows: string[][] };
  form?: SiteForm;
  callToAction?: SiteLink;
}

export interface SitePage {
  /** Path without a trailing slash (`/` for the home page). */
  path: string;
  title: string;
  description: string;
  heading: string;
  lead?: string;
  sections: SiteSection[];
  jsonLd?: JsonLd[];
  /** `og:type`; `website` unless a page says otherwise (product pages say `product`). */
  openGraphType?: string;
  /** `<html lang>` of a page in another language than the site's. */
  language?: string;
}

export interface SandboxSite {
  /** The host the site answers on; the only one that serves pages. */
  host: string;
  /** Hosts that answer with a permanent redirect to `host` (the bare domain or the `www.` one). */
  aliasHosts: string[];
  /** `og:site_name` and the logo text. */
  name: string;
  /** `<html lang>`. */
  language: string;
  /** The brand colour of the small inline stylesheet. */
  accentColor: string;
  nav: SiteLink[];
  /** Links beside the main menu (a quote button, a sign-in link). */
  headerLinks: SiteLink[];
  cookieBanner: string;
  footer: { columns: { heading: string; links: SiteLink[] }[]; legal: string[] };
  /** Paths robots.txt disallows for every crawler. */
  robotsDisallow: string[];
  /** Old paths that answer with a permanent redirect to a page of the site. */
  redirects?: Record<string, string>;
  pages: SitePage[];
}
