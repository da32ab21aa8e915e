export type { FetchedPage, FetchPage } from './fetch-page.js';
export { normalizeWebsiteUrl, readWebsite, SITE_READER_USER_AGENT } from './read-website.js';
export type { ReadWebsiteOptions } from './read-website.js';
export type {
  SiteLink,
  SitePage,
  SitePageKind,
  SiteSnapshot,
  StructuredEntity,
} from './site-snapshot.js';
export { WebsiteUnreadableError } from './website-unreadable-error.js';
