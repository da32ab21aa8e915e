import { describe, expect, it } from 'vitest';
import { findBackTarget, findHeaderAction } from './header-action';

describe('findHeaderAction', () => {
  it('says Ad accounts on home and connects, with the platform menu in tagging mode', () => {
    for (const path of [
      '/ad-accounts',
      '/ad-accounts/connect/google',
      '/ad-accounts/choose-account',
    ]) {
      expect(findHeaderAction(path, 'tagging')).toEqual({
        kind: 'adAccounts',
        menu: 'connect',
      });
    }
  });

  it('goes straight to Google on home in search-terms mode: no platform menu', () => {
    expect(findHeaderAction('/ad-accounts', 'search-terms')).toEqual({
      kind: 'adAccounts',
      menu: null,
    });
  });

  it('says Create new AI brief on the briefs pages and creates one, without a menu', () => {
    for (const path of ['/ai-briefs', '/ai-briefs/empty-state', '/ai-briefs/edit-brief/x']) {
      expect(findHeaderAction(path, 'search-terms')).toEqual({
        kind: 'createBrief',
        menu: null,
      });
    }
  });

  it('says Templates on every other page in tagging mode and creates a template', () => {
    for (const path of ['/run-history', '/url-templates', '/organization/details', '/my-profile']) {
      expect(findHeaderAction(path, 'tagging')).toEqual({
        kind: 'templates',
        menu: 'newTemplate',
      });
    }
    expect(findHeaderAction('/ad-accountsx', 'tagging').kind).toBe('templates');
  });

  it('says Brief on every other page in search-terms mode: a new AI brief, never the tagging editor', () => {
    for (const path of ['/analysis/select-account', '/organization/users', '/my-profile']) {
      expect(findHeaderAction(path, 'search-terms')).toEqual({ kind: 'newBrief', menu: null });
    }
  });

  it('gives Back an empty state’s list, and any other page as it is', () => {
    expect(findBackTarget('/ai-briefs/empty-state')).toBe('/ai-briefs');
    expect(findBackTarget('/url-templates/empty-state')).toBe('/url-templates');
    expect(findBackTarget('/analysis/select-account')).toBe('/analysis/select-account');
  });
});
