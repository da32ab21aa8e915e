import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CONNECT_BROWSER_COOKIE } from '../../src/features/ad-platforms/platforms/connect-attempt-secrets.js';
import { APP_ORIGIN } from './identity-fixtures.js';

// The connect popup without a browser: start -> the mounted sandbox's authorize (a login_hint of a
// demo identity approves at once) -> our callback, one redirect at a time with the cookies a
// browser would carry.

export const SUCCESS_URL = `${APP_ORIGIN}/success`;

export function readLocation(response: LightMyRequestResponse): URL {
  expect(response.statusCode, response.body).toBe(302);
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error('No Location header');
  return new URL(location, APP_ORIGIN);
}

/** Path and query of a URL on the app's origin (inject takes no absolute URLs). */
export function toLocalPath(url: URL): string {
  expect(url.origin).toBe(APP_ORIGIN);
  return `${url.pathname}${url.search}`;
}

export interface StartedConnection {
  authorizeUrl: URL;
  /** The browser-binding cookie the start set (undefined when the start was refused). */
  browserCookie: string | undefined;
  response: LightMyRequestResponse;
}

export interface ConnectOptions {
  platform: string;
  organizationId: string;
  loginHint?: string;
  redirectUrl?: string;
  workspaceId?: string;
  userId?: string;
  /** A binding cookie of an earlier start in the same browser. */
  browserCookie?: string;
  /** `restore_post_edits`: a connect that also asks to edit LinkedIn posts. */
  purpose?: string;
}

export async function startConnection(
  app: FastifyInstance,
  sessionCookie: string,
  options: ConnectOptions,
): Promise<StartedConnection> {
  const query = new URLSearchParams({
    organization_id: options.organizationId,
    redirect_url: options.redirectUrl ?? SUCCESS_URL,
    ...(options.loginHint !== undefined && { login_hint: options.loginHint }),
    ...(options.workspaceId !== undefined && { workspace_id: options.workspaceId }),
    ...(options.userId !== undefined && { user_id: options.userId }),
    ...(options.purpose !== undefined && { purpose: options.purpose }),
  });
  const cookie =
    options.browserCookie === undefined
      ? sessionCookie
      : `${sessionCookie}; ${CONNECT_BROWSER_COOKIE}=${options.browserCookie}`;
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/${options.platform}/authenticate?${query.toString()}`,
    headers: { cookie },
  });
  const authorizeUrl = readLocation(response);
  const browserCookie = response.cookies.find((item) => item.name === CONNECT_BROWSER_COOKIE);
  return { authorizeUrl, browserCookie: browserCookie?.value, response };
}

/** The sandbox's answer to the authorization request: the callback URL it sends the popup to. */
export async function authorizeAtSandbox(app: FastifyInstance, authorizeUrl: URL): Promise<URL> {
  const response = await app.inject({ method: 'GET', url: toLocalPath(authorizeUrl) });
  return readLocation(response);
}

export async function finishConnection(
  app: FastifyInstance,
  callbackUrl: URL,
  browserCookie: string | undefined,
): Promise<URL> {
  const response = await app.inject({
    method: 'GET',
    url: toLocalPath(callbackUrl),
    cookies: browserCookie === undefined ? {} : { [CONNECT_BROWSER_COOKIE]: browserCookie },
  });
  return readLocation(response);
}

/** The whole popup; answers where it ended (the success route with its outcome). */
export async function connectLogin(
  app: FastifyInstance,
  sessionCookie: string,
  options: ConnectOptions & { loginHint: string },
): Promise<URL> {
  const started = await startConnection(app, sessionCookie, options);
  const callbackUrl = await authorizeAtSandbox(app, started.authorizeUrl);
  return finishConnection(app, callbackUrl, started.browserCookie);
}

export function readOutcome(location: URL): Record<string, string> {
  return Object.fromEntries(location.searchParams);
}
