import robotsParser from 'robots-parser';
import type { FetchPage } from './fetch-page.js';
import { readFailureReason } from './website-unreadable-error.js';

const UNAVAILABLE_REASONS = new Set(['unreachable', 'timeout']);

/**
 * Whether robots.txt lets us read a URL, read once per origin (www. and the bare host have a
 * robots.txt each). As RFC 9309 says: no robots.txt (a 4xx) allows everything, a robots.txt that
 * could not be fetched (a 5xx, a timeout) allows nothing.
 */
export function createRobotsCheck(options: {
  fetchPage: FetchPage;
  userAgent: string;
  signal?: AbortSignal;
}): (url: string) => Promise<boolean> {
  const rulesByOrigin = new Map<string, Promise<(url: string) => boolean>>();
  const readRules = async (origin: string): Promise<(url: string) => boolean> => {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await options.fetchPage(robotsUrl, 'text', options.signal);
      if (response.status >= 400) return () => response.status < 500;
      const robots = robotsParser(robotsUrl, response.body);
      return (url) => robots.isDisallowed(url, options.userAgent) !== true;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const status = readStatus(error) ?? 0;
      const isUnavailable = status >= 500 || UNAVAILABLE_REASONS.has(readFailureReason(error));
      return () => !isUnavailable;
    }
  };
  return async (url) => {
    const { origin } = new URL(url);
    let rules = rulesByOrigin.get(origin);
    if (rules === undefined) {
      rules = readRules(origin);
      rulesByOrigin.set(origin, rules);
    }
    return (await rules)(url);
  };
}

/** The HTTP status a fetcher's error carries (the SSRF guard's `http_error` does). */
function readStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return undefined;
}
