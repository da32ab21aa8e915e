// zod/mini: the /success route validates its search with these in the route tree (first load).
import type { components } from '@utmost/ads-sdk';
import { z } from 'zod/mini';

/** Contract `PlatformConnectError`: why a connect popup ended without a connection. */
const PLATFORM_CONNECT_ERRORS = [
  'access_denied',
  'invalid_state',
  'missing_code',
  'provider_error',
  'email_missing',
  'scope_missing',
  'forbidden',
  'subscription_blocked',
] as const satisfies readonly components['schemas']['PlatformConnectError'][];
type PlatformConnectError = components['schemas']['PlatformConnectError'];

/**
 * What the success route posts to the window that opened the popup (spec §4): `{status: 'true',
 * email}` on success, `{status: 'false', error}` when the provider or the API refused.
 */
export type ConnectionMessage =
  { status: 'true'; email: string } | { status: 'false'; error: PlatformConnectError | 'unknown' };

// The router parses query values as JSON: `?status=true` arrives as the boolean true.
const statusParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])]),
      z.transform((value: boolean | 'true' | 'false') => value === true || value === 'true'),
    ),
  ),
  undefined,
);

/** The success route's search: `status`, `email`, `error` as the API's callback sends them. */
export const connectionResultSearchSchema = z.object({
  status: statusParam,
  email: z.catch(z.optional(z.string()), undefined),
  error: z.catch(z.optional(z.string()), undefined),
});
export type ConnectionResultSearch = z.infer<typeof connectionResultSearchSchema>;

function toConnectError(value: string | undefined): PlatformConnectError | 'unknown' {
  return (PLATFORM_CONNECT_ERRORS as readonly string[]).includes(value ?? '')
    ? (value as PlatformConnectError)
    : 'unknown';
}

/** The message a success route's search stands for; success needs an e-mail. */
export function toConnectionMessage(search: ConnectionResultSearch): ConnectionMessage {
  if (search.status === true && search.email !== undefined && search.email !== '') {
    return { status: 'true', email: search.email };
  }
  return { status: 'false', error: toConnectError(search.error) };
}

/** Whether a `message` event's data is one the success route sends (anything else is ignored). */
export function isConnectionMessage(data: unknown): data is ConnectionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  if (record.status === 'true') return typeof record.email === 'string' && record.email !== '';
  if (record.status === 'false') {
    return record.error === 'unknown' || toConnectError(String(record.error)) !== 'unknown';
  }
  return false;
}
