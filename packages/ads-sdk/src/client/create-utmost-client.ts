import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { DeviceInfo } from './find-device-info.js';
import { createApiKeyMiddleware } from './middleware/api-key-auth.js';
import { createDefaultOrganizationMiddleware } from './middleware/default-organization.js';
import { createDeviceHeadersMiddleware } from './middleware/device-headers.js';
import { createIdempotencyKeyMiddleware } from './middleware/idempotency-key.js';
import { createRequestIdMiddleware } from './middleware/request-id.js';
import { createRetryMiddleware, type RetryOptions } from './middleware/retry.js';
import { createSessionRefreshMiddleware } from './middleware/session-refresh.js';
import { DEFAULT_TIMEOUT_MS, createTimeoutMiddleware } from './middleware/timeout.js';
import { createTransportErrorMiddleware } from './middleware/transport-errors.js';
import { createWorkspaceIdMiddleware } from './middleware/workspace-id.js';
import { createClient } from './openapi-fetch-create-client.js';
import type { PathsWithDefaultOrganization } from './paths-with-default-organization.js';

export interface UtmostClientOptions {
  /** The origin that serves Utmost, e.g. `http://localhost:3000`; contract paths include `/api/v1`. */
  baseUrl: string;
  /** An organization API key, for scripts: sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /**
   * The organization calls act for (an API key belongs to one): added as `?organization_id=` to
   * every operation that takes it, so calls may leave it out. A value in `params.query` wins.
   */
  organizationId?: string;
  /** Browsers: `'include'` sends the session cookies. */
  credentials?: RequestCredentials;
  /** Replaces `globalThis.fetch`, e.g. in tests. */
  fetch?: typeof globalThis.fetch;
  /**
   * Time allowed for one call, refresh and retries included; default 30 000. One call can set its
   * own: `client.POST(path, { …, timeoutMs: 200_000 })` (and its own `signal`).
   */
  timeoutMs?: number;
  /** The chosen workspace, added as `?workspace_id=` when present. */
  getWorkspaceId?: () => string | null | undefined;
  /** Device headers; by default read from `navigator` and `screen` where they exist. */
  getDeviceInfo?: () => DeviceInfo;
  /** Called once when a 401 could not be cured by refreshing the session. */
  onSessionExpired?: () => void;
  /**
   * Retries 429 and 5xx answers of calls that are safe to repeat (idempotent methods, calls with
   * an `Idempotency-Key`), honouring `Retry-After`, with jitter. Off by default; `true` uses
   * `RETRY_DEFAULTS`.
   */
  retry?: boolean | RetryOptions;
}

export type UtmostClient = Client<paths>;

/** The client of `createUtmostClient({ organizationId })`: `organization_id` is optional. */
export type UtmostOrganizationClient = Client<PathsWithDefaultOrganization>;

/** What one call may add to openapi-fetch's options. */
export interface UtmostCallOptions {
  /** Replaces the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

/**
 * The typed client for the Utmost API: openapi-fetch's `GET/POST/PUT/PATCH/DELETE` over the
 * contract's paths, with the middleware every Utmost request needs. Results stay
 * `{data, error, response}`; pass them to `unwrap()` to get data or a thrown `UtmostError`.
 * Transport failures (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR) reject with an `UtmostError`.
 */
export function createUtmostClient(
  options: UtmostClientOptions & { organizationId: string },
): UtmostOrganizationClient;
export function createUtmostClient(options: UtmostClientOptions): UtmostClient;
export function createUtmostClient(
  options: UtmostClientOptions,
): UtmostClient | UtmostOrganizationClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    credentials: options.credentials,
  });
  // Order matters. onRequest runs in this order and onResponse in reverse, so the session refresh
  // copies the request exactly as sent and the parsing check sees the answer of its retry.
  client.use(createTransportErrorMiddleware());
  client.use(createRequestIdMiddleware());
  if (options.getWorkspaceId) client.use(createWorkspaceIdMiddleware(options.getWorkspaceId));
  if (options.organizationId !== undefined) {
    client.use(createDefaultOrganizationMiddleware(options.organizationId));
  }
  client.use(createDeviceHeadersMiddleware(options.getDeviceInfo));
  if (options.apiKey !== undefined) client.use(createApiKeyMiddleware(options.apiKey));
  // Before the timeout's copy and the retry's: every attempt of a call sends the same key.
  client.use(createIdempotencyKeyMiddleware());
  client.use(createTimeoutMiddleware(timeoutMs));
  if (options.retry) {
    client.use(createRetryMiddleware(options.retry === true ? {} : options.retry));
  }
  // API keys do not expire mid-session: a 401 there means a revoked key, which no refresh cures.
  if (options.apiKey === undefined) {
    client.use(
      createSessionRefreshMiddleware({ timeoutMs, onSessionExpired: options.onSessionExpired }),
    );
  }
  return client;
}
