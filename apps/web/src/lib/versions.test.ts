import { afterEach, describe, expect, it } from 'vitest';
import {
  areVersionsEqual,
  isNewVersion,
  readStoredVersions,
  storeFirstVersions,
  storeVersions,
  VERSIONS_STORAGE_KEY,
} from './versions';

afterEach(() => localStorage.clear());

describe('versions on the device', () => {
  it('stores the deployed versions when none are stored; nothing is new then', () => {
    const deployed = { api: '1.0.0', web: 'abc' };
    expect(isNewVersion(readStoredVersions(localStorage), deployed)).toBe(false);
    storeFirstVersions(localStorage, deployed);
    expect(JSON.parse(localStorage.getItem(VERSIONS_STORAGE_KEY) ?? 'null')).toEqual(deployed);
  });

  it('reports a new version when a component differs, and keeps the stored ones', () => {
    storeVersions(localStorage, { api: '1.0.0', web: 'abc' });
    const deployed = { api: '1.0.0', web: 'def' };
    expect(isNewVersion(readStoredVersions(localStorage), deployed)).toBe(true);
    storeFirstVersions(localStorage, deployed);
    expect(readStoredVersions(localStorage)).toEqual({ api: '1.0.0', web: 'abc' });
  });

  it('reports nothing new for the same versions in any key order', () => {
    storeVersions(localStorage, { web: 'abc', api: '1.0.0' });
    expect(isNewVersion(readStoredVersions(localStorage), { api: '1.0.0', web: 'abc' })).toBe(
      false,
    );
  });

  it('treats an added or removed component as a change', () => {
    expect(areVersionsEqual({ api: '1' }, { api: '1', worker: '1' })).toBe(false);
    expect(areVersionsEqual({ api: '1', worker: '1' }, { api: '1' })).toBe(false);
  });

  it('ignores unreadable stored values and starts over', () => {
    localStorage.setItem(VERSIONS_STORAGE_KEY, '[1,2]');
    expect(readStoredVersions(localStorage)).toBeNull();
    localStorage.setItem(VERSIONS_STORAGE_KEY, '{not json');
    expect(readStoredVersions(localStorage)).toBeNull();
    storeFirstVersions(localStorage, { api: '2' });
    expect(readStoredVersions(localStorage)).toEqual({ api: '2' });
  });
});
