import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SSO_ATTEMPT_COOKIE } from '../../src/features/identity/sso/sso-attempt.js';
import type { SsoProviderName } from '../../src/core/config/sso-config.js';
import { APP_ORIGIN } from './identity-fixtures.js';

// Sign-in through the mounted sandbox, one redirect at a time, as a browser would follow them.
// `login_hint` makes the sandbox approve at once, so no consent page needs clicking.

export function readCookies(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The path and query of a Location on our origin (inject takes no absolute URLs). */
export function toLocalPath(location: string): string {
  const url = new URL(location, APP_ORIGIN);
  expect(url.origin).toBe(APP_ORIGIN);
  return `${url.pathname}${url.search}`;
}

export function readLocation(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(302);
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error('No Location header');
  return location;
}

export interface StartedAttempt {
  authorizeUrl: URL;
  attemptCookie: string;
}

/** A browser going through single sign-on against the test app and its mounted sandbox. */
export function createSsoBrowser(app: FastifyInstance) {
  async function startAttempt(provider: string, redirect?: string): Promise<StartedAttempt> {
    const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/users/sso/${provider}/start${query}`,
    });
    const authorizeUrl = new URL(readLocation(response));
    const attemptCookie = readCookies(response)[SSO_ATTEMPT_COOKIE];
    if (attemptCookie === undefined) throw new Error('No attempt cookie');
    return { authorizeUrl, attemptCookie };
  }

  /** The sandbox's answer to an authorization request: the callback URL it sends the browser to. */
  async function authorizeAt(authorizeUrl: URL, loginHint: string): Promise<URL> {
    const url = new URL(authorizeUrl);
    url.searchParams.set('login_hint', loginHint);
    const response = await app.inject({ method: 'GET', url: toLocalPath(url.toString()) });
    return new URL(readLocation(response));
  }

  async function finishAt(callbackUrl: URL, attemptCookie?: string) {
    return app.inject({
      method: 'GET',
      url: toLocalPath(callbackUrl.toString()),
      cookies: attemptCookie === undefined ? {} : { [SSO_ATTEMPT_COOKIE]: attemptCookie },
    });
  }

  async function signIn(provider: SsoProviderName, loginHint: string, redirect?: string) {
    const attempt = await startAttempt(provider, redirect);
    const callbackUrl = await authorizeAt(attempt.authorizeUrl, loginHint);
    return finishAt(callbackUrl, attempt.attemptCookie);
  }

  /** Who the session cookies belong to, asked the way the web app asks after `?sso=complete`. */
  async function findSignedInUser(response: LightMyRequestResponse) {
    const refresh = readCookies(response).utmost_refresh;
    expect(refresh).toBeDefined();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/users/refreshToken',
      headers: { origin: APP_ORIGIN },
      cookies: { utmost_refresh: refresh ?? '' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (
      answer.json() as { content: { user: { id: string; email: string; loginMethod: string } } }
    ).content.user;
  }

  return { startAttempt, authorizeAt, finishAt, signIn, findSignedInUser };
}

export function expectSignedOut(response: LightMyRequestResponse, ssoError: string): void {
  expect(readLocation(response)).toBe(`/login?ssoError=${ssoError}`);
  const cookies = readCookies(response);
  expect(cookies.utmost_access).toBeUndefined();
  expect(cookies.utmost_refresh).toBeUndefined();
}
