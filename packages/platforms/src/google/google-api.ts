import type { PlatformCredentials } from '../ad-platform.js';
import type { HttpRuntime } from '../http/http-runtime.js';
import { paginate } from '../http/paginate.js';
import {
  sendAuthorized,
  type SendOptions,
  type WireRequest,
  type WireResponse,
} from '../http/send-request.js';
import { describeGoogleFailure, type GoogleAdsFailureDetail } from './google-errors.js';

// The three Google Ads REST calls the client makes, with the headers Google requires: Bearer
// token, and login-customer-id when a client is reached through a manager. Developer tokens were
// sunset on 2026-09-09: the header is optional and ignored, the access level comes from the Cloud
// project of the OAuth client (developers.google.com/google-ads/api/docs/api-policy/developer-token),
// so it is sent only when an operator still configures one.

export interface GoogleApiConfig {
  apiBaseUrl: string;
  apiVersion: string;
  /** Optional since the sunset; null or '' sends no `developer-token` header. */
  developerToken?: string | null;
}

/** Which customer a call is about and, for a client reached through a manager, that manager. */
export interface GoogleCustomerRef {
  id: string;
  managerId: string | null;
}

export type GoogleAdsRow = Record<string, unknown>;

export interface MutateOperation {
  /** Comma-separated camelCase paths; a path listed here but absent from `update` clears it. */
  updateMask: string;
  update: Record<string, unknown> & { resourceName: string };
}

export interface MutateResponse {
  results?: { resourceName?: string }[];
  partialFailureError?: { code?: number; message?: string; details?: GoogleAdsFailureDetail[] };
}

/**
 * The error element of a searchStream answer sent with status 200, as the failing answer it stands
 * for: the HTTP status was sent before the error, so the error's own code says what it was.
 */
function readStreamFailure(response: WireResponse): WireResponse | null {
  if (!Array.isArray(response.body)) return null;
  const failed: unknown = response.body.find(
    (batch: unknown) => batch !== null && typeof batch === 'object' && 'error' in batch,
  );
  if (failed === undefined) return null;
  const code = (failed as { error?: { code?: unknown } }).error?.code;
  const status = typeof code === 'number' && code >= 400 ? code : 500;
  return { ...response, status, body: failed };
}

/** Google writes customer ids with dashes in its UI; the API wants digits only. */
export function normalizeCustomerId(id: string): string {
  return id.replace(/-/g, '');
}

export function createGoogleAdsApi(config: GoogleApiConfig, runtime: HttpRuntime) {
  const root = `${config.apiBaseUrl.replace(/\/+$/, '')}/${config.apiVersion}`;

  const buildRequest = (
    accessToken: string,
    method: 'GET' | 'POST',
    path: string,
    customer: GoogleCustomerRef | null,
    body?: unknown,
  ): WireRequest => ({
    method,
    url: `${root}/${path}`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(config.developerToken ? { 'developer-token': config.developerToken } : {}),
      accept: 'application/json',
      ...(customer?.managerId
        ? { 'login-customer-id': normalizeCustomerId(customer.managerId) }
        : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

  const call = (
    credentials: PlatformCredentials,
    method: 'GET' | 'POST',
    path: string,
    customer: GoogleCustomerRef | null,
    body?: unknown,
    options: Pick<SendOptions, 'signal' | 'readEmbeddedFailure' | 'isRetrySafe'> = {},
  ): Promise<WireResponse> =>
    sendAuthorized(
      runtime,
      credentials,
      (accessToken) => buildRequest(accessToken, method, path, customer, body),
      describeGoogleFailure,
      options,
    );

  /** One `googleAds:search` page; never sends pageSize (PAGE_SIZE_NOT_SUPPORTED since v17). */
  async function searchPage(
    credentials: PlatformCredentials,
    customer: GoogleCustomerRef,
    query: string,
    pageToken: string | undefined,
    signal?: AbortSignal,
  ): Promise<{ results: GoogleAdsRow[]; nextPageToken: string | null }> {
    const response = await call(
      credentials,
      'POST',
      `customers/${normalizeCustomerId(customer.id)}/googleAds:search`,
      customer,
      pageToken === undefined ? { query } : { query, pageToken },
      { signal },
    );
    const body = response.body as { results?: GoogleAdsRow[]; nextPageToken?: string } | null;
    return { results: body?.results ?? [], nextPageToken: body?.nextPageToken ?? null };
  }

  return {
    async listAccessibleCustomerIds(credentials: PlatformCredentials): Promise<string[]> {
      const response = await call(credentials, 'GET', 'customers:listAccessibleCustomers', null);
      const names = (response.body as { resourceNames?: string[] } | null)?.resourceNames ?? [];
      return names.map((name) => name.replace(/^customers\//, ''));
    },

    searchPage,

    /** `googleAds:search` pages of Google's fixed 10,000 rows. */
    search(
      credentials: PlatformCredentials,
      customer: GoogleCustomerRef,
      query: string,
      signal?: AbortSignal,
    ): AsyncGenerator<GoogleAdsRow[]> {
      return paginate(async (pageToken) => {
        const page = await searchPage(credentials, customer, query, pageToken, signal);
        return { items: page.results, nextPageToken: page.nextPageToken };
      }, signal);
    },

    /**
     * `googleAds:searchStream`: every row in one call, answered as a JSON array of result batches
     * `[{"results":[…],"fieldMask","requestId"}, …]` (platform-apis.md §A). A failure is an array
     * too, `[{"error":{…}}]`; one that happens after the first batches arrives as the last element
     * of a 200 answer, and fails the whole call, or, when it is a throttle, is waited out and the
     * call sent again like any other throttled call (`readStreamFailure`).
     */
    async searchStream(
      credentials: PlatformCredentials,
      customer: GoogleCustomerRef,
      query: string,
      signal?: AbortSignal,
    ): Promise<GoogleAdsRow[][]> {
      const response = await call(
        credentials,
        'POST',
        `customers/${normalizeCustomerId(customer.id)}/googleAds:searchStream`,
        customer,
        { query },
        { signal, readEmbeddedFailure: readStreamFailure },
      );
      const batches = Array.isArray(response.body) ? (response.body as unknown[]) : [];
      return batches.map(
        (batch) =>
          ((batch as { results?: GoogleAdsRow[] } | null)?.results ?? []) as GoogleAdsRow[],
      );
    },

    async mutateAds(
      credentials: PlatformCredentials,
      customer: GoogleCustomerRef,
      operations: MutateOperation[],
    ): Promise<MutateResponse> {
      const response = await call(
        credentials,
        'POST',
        `customers/${normalizeCustomerId(customer.id)}/ads:mutate`,
        customer,
        { operations, partialFailure: true, responseContentType: 'RESOURCE_NAME_ONLY' },
      );
      return (response.body ?? {}) as MutateResponse;
    },

    /**
     * `POST …/{service}:mutate` with create or remove operations and partialFailure
     * (platform-apis.md addendum §2.2). Creates are not idempotent: with `isRetrySafe: false` a 5xx
     * or a dropped connection is thrown at once, for the caller to re-read and reconcile.
     */
    async mutateResources(
      credentials: PlatformCredentials,
      customer: GoogleCustomerRef,
      service: GoogleMutateServicePath,
      operations: ({ create: Record<string, unknown> } | { remove: string })[],
      options: { isRetrySafe: boolean; signal?: AbortSignal },
    ): Promise<MutateResponse> {
      const response = await call(
        credentials,
        'POST',
        `customers/${normalizeCustomerId(customer.id)}/${service}:mutate`,
        customer,
        { operations, partialFailure: true, responseContentType: 'RESOURCE_NAME_ONLY' },
        { signal: options.signal, isRetrySafe: options.isRetrySafe },
      );
      return (response.body ?? {}) as MutateResponse;
    },
  };
}

/** The negative-keyword services' REST path segments (platform-apis.md addendum §2.2). */
export type GoogleMutateServicePath =
  | 'sharedSets'
  | 'sharedCriteria'
  | 'campaignSharedSets'
  | 'campaignCriteria'
  | 'adGroupCriteria'
  | 'customerNegativeCriteria';

export type GoogleAdsApi = ReturnType<typeof createGoogleAdsApi>;
