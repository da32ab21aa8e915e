import { createStore, type Store } from '../create-store';

/** `tagging` is the spec's `{product}` mode; `search-terms` the AI search-term validation. */
export const APP_MODES = ['tagging', 'search-terms'] as const;
export type AppMode = (typeof APP_MODES)[number];
export const MODE_LABEL_KEYS = {
  tagging: 'modes.tagging',
  'search-terms': 'modes.searchTerms',
} as const satisfies Record<AppMode, string>;

/** The cookie (and URL query parameter) that selects the initial mode. */
export const SEARCH_TERMS_COOKIE = 'searchTerms';
const COOKIE_DAYS = 365;

interface CookieJar {
  get(name: string): string | undefined;
  set(
    name: string,
    value: string,
    attributes: { expires: number; path: string; sameSite: 'lax' },
  ): void;
}

/**
 * Saves the `searchTerms` query parameter, when the URL carries one, to the `searchTerms` cookie.
 * Links from elsewhere (e.g. the marketing site) pick the app this way. Returns whether it saved.
 */
export function saveSearchTermsParam(search: string, cookies: CookieJar): boolean {
  const value = new URLSearchParams(search).get(SEARCH_TERMS_COOKIE);
  if (value === null) return false;
  cookies.set(SEARCH_TERMS_COOKIE, value, { expires: COOKIE_DAYS, path: '/', sameSite: 'lax' });
  return true;
}

/** The mode a page load starts in: search-terms when the cookie is present and not 'false'. */
export function readInitialMode(cookieValue: string | undefined): AppMode {
  return cookieValue !== undefined && cookieValue !== 'false' ? 'search-terms' : 'tagging';
}

export function findOtherMode(mode: AppMode): AppMode {
  return mode === 'tagging' ? 'search-terms' : 'tagging';
}

export interface AppModeStore extends Pick<Store<AppMode>, 'getState' | 'subscribe'> {
  setMode(mode: AppMode): void;
  /**
   * True the first time it is asked, false afterwards: whether the protected page being opened is
   * the first of this visit (see resolveMode).
   */
  takeEntry(): boolean;
}

/** The current mode, in memory; mode-persistence.ts keeps the last choice for the next visit. */
export function createAppModeStore(initialMode: AppMode): AppModeStore {
  const store = createStore<AppMode>(initialMode);
  let isEntryPending = true;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setMode: store.setState,
    takeEntry() {
      const isEntry = isEntryPending;
      isEntryPending = false;
      return isEntry;
    },
  };
}
