import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { IdentitySettings } from '../../../core/service-dependencies.js';

export const ACCESS_COOKIE = 'utmost_access';
export const REFRESH_COOKIE = 'utmost_refresh';
/** The refresh cookie only travels to the user routes that read it (refresh, logout). */
export const REFRESH_COOKIE_PATH = '/api/v1/users';

function cookieOptions(
  settings: Pick<IdentitySettings, 'isSecureCookies'>,
  path: string,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.isSecureCookies,
    path,
    maxAge: maxAgeSeconds,
  };
}

export function setSessionCookies(
  reply: FastifyReply,
  settings: Pick<IdentitySettings, 'isSecureCookies'>,
  cookies: {
    accessToken: string;
    accessMaxAgeSeconds: number;
    refreshToken: string;
    refreshMaxAgeSeconds: number;
  },
): void {
  reply.setCookie(
    ACCESS_COOKIE,
    cookies.accessToken,
    cookieOptions(settings, '/', cookies.accessMaxAgeSeconds),
  );
  reply.setCookie(
    REFRESH_COOKIE,
    cookies.refreshToken,
    cookieOptions(settings, REFRESH_COOKIE_PATH, cookies.refreshMaxAgeSeconds),
  );
}

/** Sends both cookies expired, so the browser drops them. */
export function clearSessionCookies(
  reply: FastifyReply,
  settings: Pick<IdentitySettings, 'isSecureCookies'>,
): void {
  reply.clearCookie(ACCESS_COOKIE, cookieOptions(settings, '/', 0));
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(settings, REFRESH_COOKIE_PATH, 0));
}
