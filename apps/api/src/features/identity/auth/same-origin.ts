import { CROSS_ORIGIN_MESSAGE } from '@utmost/ads-sdk';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors/app-error.js';
import { isBearerRequest } from './bearer-requests.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session-cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function findOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence (DESIGN §4): a state-changing request from a browser must come from our own
 * origin: PUBLIC_URL's, or the origin the request was addressed to. Browsers always send `Origin`
 * on such requests, so a missing one is only accepted from clients that carry no session cookie
 * (scripts). A request with a Bearer key is not checked: a foreign page cannot send that header,
 * and its cookies are ignored (`ignoreCookiesOfBearerRequest`), so it acts with the key alone.
 */
export function checkSameOrigin(request: FastifyRequest, publicUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (isBearerRequest(request)) return;
  const origin =
    findOrigin(request.headers.origin) ?? findOrigin(headerValue(request.headers.referer));
  if (origin === undefined) {
    if (hasSessionCookie(request.headers.cookie))
      throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
    return;
  }
  const allowed = [new URL(publicUrl).origin, findOrigin(`${request.protocol}://${request.host}`)];
  if (!allowed.includes(origin)) throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .some((name) => name === ACCESS_COOKIE || name === REFRESH_COOKIE);
}
