/**
 * How the site reader fetches: injected, so that the API passes its SSRF-guarded fetch and tests
 * a fake. Throws when the page cannot be fetched; an error with a string `reason` (and, for HTTP
 * errors, a numeric `status`) says why.
 */
export type FetchPage = (
  url: string,
  /** `html` for pages; `text` also accepts text/plain, for robots.txt. */
  accept: 'html' | 'text',
  signal?: AbortSignal,
) => Promise<FetchedPage>;

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** The media type, without parameters. */
  contentType: string;
  body: string;
}
