import { describe, expect, it } from 'vitest';
import { createAppModeStore } from './app-mode';
import { MODE_STORAGE_KEY, persistMode, pickInitialMode, readStoredMode } from './mode-persistence';

function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('readStoredMode', () => {
  it('reads a stored mode and ignores anything else', () => {
    expect(readStoredMode(createMemoryStorage({ [MODE_STORAGE_KEY]: 'search-terms' }))).toBe(
      'search-terms',
    );
    expect(readStoredMode(createMemoryStorage({ [MODE_STORAGE_KEY]: 'other' }))).toBeNull();
    expect(readStoredMode(createMemoryStorage())).toBeNull();
  });
});

describe('pickInitialMode', () => {
  it('starts in the last choice of this browser', () => {
    expect(
      pickInitialMode({ hasModeParam: false, storedMode: 'search-terms', cookieValue: 'false' }),
    ).toBe('search-terms');
  });

  it('lets a searchTerms parameter in the URL override the last choice', () => {
    expect(
      pickInitialMode({ hasModeParam: true, storedMode: 'search-terms', cookieValue: 'false' }),
    ).toBe('tagging');
  });

  it('falls back to the cookie, then to tagging, on a first visit', () => {
    expect(pickInitialMode({ hasModeParam: false, storedMode: null, cookieValue: 'true' })).toBe(
      'search-terms',
    );
    expect(pickInitialMode({ hasModeParam: false, storedMode: null, cookieValue: undefined })).toBe(
      'tagging',
    );
  });
});

describe('persistMode', () => {
  it('stores the mode now and on every change', () => {
    const storage = createMemoryStorage();
    const store = createAppModeStore('tagging');
    const stop = persistMode(store, storage);
    expect(storage.getItem(MODE_STORAGE_KEY)).toBe('tagging');
    store.setMode('search-terms');
    expect(storage.getItem(MODE_STORAGE_KEY)).toBe('search-terms');
    stop();
    store.setMode('tagging');
    expect(storage.getItem(MODE_STORAGE_KEY)).toBe('search-terms');
  });
});
