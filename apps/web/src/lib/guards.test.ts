import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_STATE, type AuthState, type MemberRole } from './auth/auth-state';
import { redirectLoggedInHome, requireLoggedIn, requireMode, requireNotExternal } from './guards';
import type { AppMode } from './mode/app-mode';

function buildContext(isLoggedIn: boolean, mode: AppMode = 'tagging', role?: MemberRole) {
  const state: AuthState = isLoggedIn
    ? {
        ...LOGGED_OUT_STATE,
        isLoggedIn: true,
        user: { id: 'u-1', email: 'a@example.com', firstName: 'A', lastName: 'B', role },
      }
    : LOGGED_OUT_STATE;
  return { auth: { getState: () => state }, appMode: { getState: () => mode } };
}

function catchRedirect(run: () => void) {
  try {
    run();
  } catch (error) {
    if (isRedirect(error)) return error.options;
    throw error;
  }
  return undefined;
}

describe('requireLoggedIn', () => {
  it('sends a logged-out user to /login with the page they wanted', () => {
    const location = { href: '/run-history?x=1' };
    const target = catchRedirect(() => requireLoggedIn({ context: buildContext(false), location }));
    expect(target).toMatchObject({ to: '/login', search: { redirect: '/run-history?x=1' } });
  });

  it('lets a logged-in user through', () => {
    const location = { href: '/ad-accounts' };
    expect(
      catchRedirect(() => requireLoggedIn({ context: buildContext(true), location })),
    ).toBeUndefined();
  });
});

describe('redirectLoggedInHome', () => {
  it('sends a logged-in user to ad accounts', () => {
    const target = catchRedirect(() => redirectLoggedInHome({ context: buildContext(true) }));
    expect(target).toMatchObject({ to: '/ad-accounts' });
  });

  it('lets a logged-out user see the page', () => {
    expect(
      catchRedirect(() => redirectLoggedInHome({ context: buildContext(false) })),
    ).toBeUndefined();
  });
});

describe('requireMode', () => {
  it('redirects to ad accounts in the other mode', () => {
    const guard = requireMode('tagging');
    const target = catchRedirect(() => guard({ context: buildContext(true, 'search-terms') }));
    expect(target).toMatchObject({ to: '/ad-accounts' });
    const searchTermsGuard = requireMode('search-terms');
    expect(
      catchRedirect(() => searchTermsGuard({ context: buildContext(true, 'tagging') })),
    ).toMatchObject({
      to: '/ad-accounts',
    });
  });

  it('lets the page through in its own mode', () => {
    const guard = requireMode('search-terms');
    expect(
      catchRedirect(() => guard({ context: buildContext(true, 'search-terms') })),
    ).toBeUndefined();
  });
});

describe('requireNotExternal', () => {
  it('keeps external users out of the organization', () => {
    const target = catchRedirect(() =>
      requireNotExternal({ context: buildContext(true, 'tagging', 'external') }),
    );
    expect(target).toMatchObject({ to: '/ad-accounts' });
    expect(
      catchRedirect(() => requireNotExternal({ context: buildContext(true, 'tagging', 'member') })),
    ).toBeUndefined();
  });
});
