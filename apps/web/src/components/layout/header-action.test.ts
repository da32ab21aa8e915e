import { describe, expect, it } from 'vitest';
import { findHeaderAction } from './header-action';

describe('findHeaderAction', () => {
  it('says Ad accounts on home, with the platform menu in tagging mode', () => {
    for (const path of [
      '/ad-accounts',
      '/ad-accounts/connect/google',
      '/ad-accounts/choose-account',
    ]) {
      expect(findHeaderAction(path, 'tagging')).toEqual({
        kind: 'adAccounts',
        hasPlatformMenu: true,
      });
    }
  });

  it('says Create new AI brief on the briefs pages', () => {
    expect(findHeaderAction('/ai-briefs', 'search-terms').kind).toBe('createBrief');
    expect(findHeaderAction('/ai-briefs/edit-brief/new-brief', 'search-terms').kind).toBe(
      'createBrief',
    );
  });

  it('says Templates elsewhere in tagging mode', () => {
    for (const path of ['/run-history', '/url-templates', '/organization/details', '/my-profile']) {
      expect(findHeaderAction(path, 'tagging')).toEqual({
        kind: 'templates',
        hasPlatformMenu: true,
      });
    }
    expect(findHeaderAction('/ad-accountsx', 'tagging').kind).toBe('templates');
  });

  it('goes straight to Google in search-terms mode: no platform menu, no templates', () => {
    expect(findHeaderAction('/ad-accounts', 'search-terms')).toEqual({
      kind: 'adAccounts',
      hasPlatformMenu: false,
    });
    expect(findHeaderAction('/analysis/select-account', 'search-terms')).toEqual({
      kind: 'adAccounts',
      hasPlatformMenu: false,
    });
  });
});
