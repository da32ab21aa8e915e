import { afterEach, describe, expect, it } from 'vitest';
import { isFirstRunShown, readFirstRunMark, writeFirstRunMark } from './first-run-storage';

afterEach(() => localStorage.clear());

describe('isFirstRunShown', () => {
  it('shows while unfinished, whatever was remembered', () => {
    expect(isFirstRunShown(false, null)).toBe(true);
    expect(isFirstRunShown(false, 'dismissed')).toBe(true);
  });
  it('stays once finished until dismissed, if it was seen unfinished in this browser', () => {
    expect(isFirstRunShown(true, 'seen')).toBe(true);
    expect(isFirstRunShown(true, 'dismissed')).toBe(false);
    expect(isFirstRunShown(true, null)).toBe(false);
  });
});

describe('the remembered mark', () => {
  it('is kept per organization, and anything else reads as none', () => {
    writeFirstRunMark(localStorage, 'org-a', 'dismissed');
    expect(readFirstRunMark(localStorage, 'org-a')).toBe('dismissed');
    expect(readFirstRunMark(localStorage, 'org-b')).toBeNull();
    localStorage.setItem('utmost.firstRun.org-b', 'yes');
    expect(readFirstRunMark(localStorage, 'org-b')).toBeNull();
  });
});
