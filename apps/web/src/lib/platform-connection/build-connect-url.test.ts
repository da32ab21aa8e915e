import { describe, expect, it } from 'vitest';
import { buildConnectUrl } from './build-connect-url';

const INPUT = {
  origin: 'https://app.utmost.test',
  platform: 'google',
  organizationId: 'org-1',
  workspaceId: 'ws-1',
  userId: 'u-1',
} as const;

describe('buildConnectUrl', () => {
  it('starts the flow at the platform’s authenticate route with the scope and the success route', () => {
    const url = new URL(buildConnectUrl(INPUT));
    expect(url.origin + url.pathname).toBe('https://app.utmost.test/api/v1/google/authenticate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      organization_id: 'org-1',
      workspace_id: 'ws-1',
      user_id: 'u-1',
      redirect_url: 'https://app.utmost.test/success',
    });
  });

  it('adds the login hint of a login to reconnect, encoded', () => {
    const url = new URL(
      buildConnectUrl({ ...INPUT, platform: 'linkedin', loginHint: 'ads+eu@acme.test' }),
    );
    expect(url.pathname).toBe('/api/v1/linkedin/authenticate');
    expect(url.searchParams.get('login_hint')).toBe('ads+eu@acme.test');
    expect(url.search).toContain('login_hint=ads%2Beu%40acme.test');
  });

  it('leaves an empty hint out', () => {
    expect(
      new URL(buildConnectUrl({ ...INPUT, loginHint: '' })).searchParams.has('login_hint'),
    ).toBe(false);
  });
});
