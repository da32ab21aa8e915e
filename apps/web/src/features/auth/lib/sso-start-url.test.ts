import { describe, expect, it } from 'vitest';
import { findShownSsoProviders } from '../components/sso-buttons';
import { buildSsoReturnPath, buildSsoStartUrl } from './sso-start-url';

describe('buildSsoStartUrl', () => {
  it('starts at the API and comes back to /login?sso=complete with redirect and token kept', () => {
    const url = new URL(
      buildSsoStartUrl('microsoft', { redirect: '/run-history?x=1', tkn: 't-1' }),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/v1/users/sso/microsoft/start');
    expect(url.searchParams.get('redirect')).toBe(
      buildSsoReturnPath({ redirect: '/run-history?x=1', tkn: 't-1' }),
    );
    expect(buildSsoReturnPath({})).toBe('/login?sso=complete');
  });
});

describe('findShownSsoProviders', () => {
  it('always shows Google and LinkedIn, and Microsoft only when enabled', () => {
    expect(findShownSsoProviders(undefined)).toEqual(['google', 'linkedin']);
    expect(
      findShownSsoProviders([
        { provider: 'google', isEnabled: false },
        { provider: 'microsoft', isEnabled: true },
      ]),
    ).toEqual(['google', 'linkedin', 'microsoft']);
  });
});
