// zod/mini: these schemas live in the route tree, which is part of the first load.
import { z } from 'zod/mini';

/**
 * The router parses query values as JSON, so `?jobId=123` arrives as a number. Ids are strings in
 * the app: accept both and read them as a non-empty string.
 */
export const idSearchParam = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => String(value)),
    z.string().check(z.trim(), z.minLength(1)),
  ),
);

/** A same-origin path to return to after login; anything else (another origin, junk) is dropped. */
export const redirectSearchParam = z.catch(
  z.optional(
    z.string().check(z.refine((value) => value.startsWith('/') && !value.startsWith('//'))),
  ),
  undefined,
);

/** An optional token from a link (invitation `tkn`, reset `token`); junk is dropped, not fatal. */
const optionalTokenSearchParam = z.catch(z.optional(idSearchParam), undefined);

/** The `ssoError` values the API's single sign-on callback sends back (contract `SsoError`). */
export const SSO_ERRORS = [
  'cancelled',
  'invalid_state',
  'provider_error',
  'email_missing',
  'disabled',
] as const;
export type SsoErrorCode = (typeof SSO_ERRORS)[number];

/**
 * /login and /sign-up: `redirect` is where the protected-area guard found the visitor, `tkn` an
 * invitation token kept through login or sign-up, `sso=complete` the single sign-on callback's
 * return (the session cookies are set), `ssoError` why a single sign-on failed.
 */
export const loginSearchSchema = z.object({
  redirect: redirectSearchParam,
  tkn: optionalTokenSearchParam,
  sso: z.catch(z.optional(z.literal('complete')), undefined),
  ssoError: z.catch(z.optional(z.enum(SSO_ERRORS)), undefined),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;
export const signUpSearchSchema = z.object({
  redirect: redirectSearchParam,
  tkn: optionalTokenSearchParam,
});
export const invitationSearchSchema = z.object({ tkn: idSearchParam });
/** /reset-password: a missing token is checked by the page (it leads to /expired-token). */
export const resetPasswordSearchSchema = z.object({ token: optionalTokenSearchParam });
export const runDetailsSearchSchema = z.object({ jobId: idSearchParam });
