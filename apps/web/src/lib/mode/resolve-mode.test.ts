import { describe, expect, it } from 'vitest';
import { findModeSection, resolveMode } from './resolve-mode';

describe('findModeSection', () => {
  it.each([
    ['/url-templates', 'tagging'],
    ['/url-templates/edit-template/google/new', 'tagging'],
    ['/run-history/123/details/google', 'tagging'],
    ['/ai-briefs/edit-brief/new-brief', 'search-terms'],
    ['/analysis/select-account', 'search-terms'],
  ] as const)('%s belongs to %s mode', (pathname, mode) => {
    expect(findModeSection(pathname)?.mode).toBe(mode);
  });

  it.each(['/ad-accounts', '/organization/users', '/my-profile', '/analysisx', '/run-historyx'])(
    '%s is shared by both modes',
    (pathname) => {
      expect(findModeSection(pathname)).toBeNull();
    },
  );
});

describe('resolveMode', () => {
  it('opens a deep link, reload or new tab on a page of one mode in that mode, without a notice', () => {
    expect(
      resolveMode({ pathname: '/analysis/select-account', currentMode: 'tagging', isEntry: true }),
    ).toEqual({ mode: 'search-terms', redirectedFrom: null });
    expect(
      resolveMode({ pathname: '/run-history', currentMode: 'search-terms', isEntry: true }),
    ).toEqual({ mode: 'tagging', redirectedFrom: null });
  });

  it('keeps the remembered choice on a page both modes share', () => {
    for (const isEntry of [true, false]) {
      for (const currentMode of ['tagging', 'search-terms'] as const) {
        expect(resolveMode({ pathname: '/ad-accounts', currentMode, isEntry })).toEqual({
          mode: currentMode,
          redirectedFrom: null,
        });
      }
    }
  });

  it('opens a page of the current mode as it is', () => {
    expect(
      resolveMode({ pathname: '/ai-briefs', currentMode: 'search-terms', isEntry: false }),
    ).toEqual({ mode: 'search-terms', redirectedFrom: null });
  });

  it('redirects within a visit from a page of the other mode, naming the page for the notice', () => {
    expect(
      resolveMode({ pathname: '/url-templates', currentMode: 'search-terms', isEntry: false }),
    ).toEqual({
      mode: 'search-terms',
      redirectedFrom: { prefix: '/url-templates', mode: 'tagging', area: 'templates' },
    });
    expect(
      resolveMode({ pathname: '/analysis/select-account', currentMode: 'tagging', isEntry: false })
        .redirectedFrom?.area,
    ).toBe('analysis');
  });
});
