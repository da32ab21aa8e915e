import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { createSecretToken } from '../../../core/security/secret-tokens.js';
import type { IdentitySettings } from '../../../core/service-dependencies.js';

// A device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a successful
// password sign-in leaves the browser a token signed for that address. While the account waits
// after many failures from anyone, a browser holding one that has not failed since still gets its
// password checked (issue 26: a stranger could otherwise keep the owner out for good).

export const LOGIN_DEVICE_COOKIE = 'utmost_device';
/** The cookie only travels to the sign-in route that reads it. */
const LOGIN_DEVICE_COOKIE_PATH = '/api/v1/users/login';
const LOGIN_DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** Keeps these signatures apart from the access tokens signed with the same key. */
const PURPOSE = 'login-device:v1';

function sign(key: Buffer, address: string, nonce: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}.${address}.${nonce}`).digest('base64url');
}

/** `<nonce>.<signature>`: the address is signed, not written, so the cookie does not name it. */
export function issueLoginDeviceToken(key: Buffer, address: string): string {
  const nonce = createSecretToken(16);
  return `${nonce}.${sign(key, address, nonce)}`;
}

/** The token's nonce when it was issued for this (normalized) address; undefined otherwise. */
export function readLoginDeviceNonce(
  key: Buffer,
  address: string,
  token: string | undefined,
): string | undefined {
  const [nonce, signature, extra] = (token ?? '').split('.');
  if (!nonce || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, address, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

export function setLoginDeviceCookie(
  reply: FastifyReply,
  settings: Pick<IdentitySettings, 'isSecureCookies'>,
  token: string,
): void {
  reply.setCookie(LOGIN_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.isSecureCookies,
    path: LOGIN_DEVICE_COOKIE_PATH,
    maxAge: LOGIN_DEVICE_LIFETIME_SECONDS,
  });
}
