import type { PlatformCredentials } from '../ad-platform.js';
import type { HttpRuntime } from '../http/http-runtime.js';
import { paginate } from '../http/paginate.js';
import { sendAuthorized, type WireRequest, type WireResponse } from '../http/send-request.js';
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
    signal?: AbortSignal,
  ): Promise<WireResponse> =>
    sendAuthorized(
      runtime,
      credentials,
      (accessToken) => buildRequest(accessToken, method, path, customer, body),
      describeGoogleFailure,
      { signal },
    );

  return {
    async listAccessibleCustomerIds(credentials: PlatformCredentials): Promise<string[]> {
      const response = await call(credentials, 'GET', 'customers:listAccessibleCustomers', null);
      const names = (response.body as { resourceNames?: string[] } | null)?.resourceNames ?? [];
      return names.map((name) => name.replace(/^customers\//, ''));
    },

    /** `googleAds:search` pages; never sends pageSize (PAGE_SIZE_NOT_SUPPORTED since v17). */
    search(
      credentials: PlatformCredentials,
      customer: GoogleCustomerRef,
      query: string,
      signal?: AbortSignal,
    ): AsyncGenerator<GoogleAdsRow[]> {
      const path = `customers/${normalizeCustomerId(customer.id)}/googleAds:search`;
      return paginate(async (pageToken) => {
        const response = await call(
          credentials,
          'POST',
          path,
          customer,
          pageToken === undefined ? { query } : { query, pageToken },
          signal,
        );
        const body = response.body as { results?: GoogleAdsRow[]; nextPageToken?: string } | null;
        return { items: body?.results ?? [], nextPageToken: body?.nextPageToken ?? null };
      }, signal);
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
  };
}

export type GoogleAdsApi = ReturnType<typeof createGoogleAdsApi>;
