import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAppModeStore,
  findOtherMode,
  readInitialMode,
  saveSearchTermsParam,
  SEARCH_TERMS_COOKIE,
} from './app-mode';

afterEach(() => {
  Cookies.remove(SEARCH_TERMS_COOKIE, { path: '/' });
});

describe('saveSearchTermsParam', () => {
  it('saves the query parameter to the searchTerms cookie', () => {
    expect(saveSearchTermsParam('?foo=1&searchTerms=true', Cookies)).toBe(true);
    expect(Cookies.get(SEARCH_TERMS_COOKIE)).toBe('true');
  });

  it('overwrites an earlier value, including false', () => {
    saveSearchTermsParam('?searchTerms=true', Cookies);
    saveSearchTermsParam('?searchTerms=false', Cookies);
    expect(Cookies.get(SEARCH_TERMS_COOKIE)).toBe('false');
  });

  it('leaves the cookie alone when the parameter is absent', () => {
    Cookies.set(SEARCH_TERMS_COOKIE, 'true', { path: '/' });
    expect(saveSearchTermsParam('?other=1', Cookies)).toBe(false);
    expect(Cookies.get(SEARCH_TERMS_COOKIE)).toBe('true');
  });
});

describe('readInitialMode', () => {
  it.each([
    [undefined, 'tagging'],
    ['false', 'tagging'],
    ['true', 'search-terms'],
    ['', 'search-terms'],
    ['1', 'search-terms'],
  ] as const)('cookie %s starts in %s mode', (cookie, mode) => {
    expect(readInitialMode(cookie)).toBe(mode);
  });

  it('follows a cookie saved from the URL on the same load', () => {
    saveSearchTermsParam('?searchTerms=true', Cookies);
    expect(readInitialMode(Cookies.get(SEARCH_TERMS_COOKIE))).toBe('search-terms');
  });
});

describe('createAppModeStore', () => {
  it('switches between the two modes', () => {
    const store = createAppModeStore('tagging');
    store.setMode(findOtherMode(store.getState()));
    expect(store.getState()).toBe('search-terms');
    store.setMode(findOtherMode(store.getState()));
    expect(store.getState()).toBe('tagging');
  });
});

describe('takeEntry', () => {
  it('says the first protected page of a visit is the entry, and no later one', () => {
    const store = createAppModeStore('tagging');
    expect(store.takeEntry()).toBe(true);
    expect(store.takeEntry()).toBe(false);
  });
});
