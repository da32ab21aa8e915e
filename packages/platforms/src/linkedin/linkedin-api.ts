import type { PlatformCredentials } from '../ad-platform.js';
import type { HttpRuntime } from '../http/http-runtime.js';
import { paginate } from '../http/paginate.js';
import { sendAuthorized, type WireRequest, type WireResponse } from '../http/send-request.js';
import { describeLinkedInFailure } from './linkedin-errors.js';
import { buildRestliQuery, type RestliValue } from './restli.js';
import { readBatchGetAnswer, type BatchEntry } from './restli-batch-answer.js';

// LinkedIn Marketing REST calls with the headers every versioned call needs (LinkedIn-Version,
// X-Restli-Protocol-Version 2.0.0), cursor paging (pageSize + pageToken, since 202401) and Rest.li
// BATCH_GET (`?ids=List(…)`).

export interface LinkedInApiConfig {
  apiBaseUrl: string;
  apiVersion: string;
}

export type LinkedInElement = Record<string, unknown>;

interface CollectionBody {
  elements?: LinkedInElement[];
  metadata?: { nextPageToken?: string };
}

export function createLinkedInApi(config: LinkedInApiConfig, runtime: HttpRuntime) {
  const root = config.apiBaseUrl.replace(/\/+$/, '');

  const buildRequest = (
    accessToken: string,
    method: 'GET' | 'POST' | 'PUT',
    pathAndQuery: string,
    extra: { body?: unknown; restliMethod?: string },
  ): WireRequest => ({
    method,
    url: `${root}/${pathAndQuery}`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'linkedin-version': config.apiVersion,
      'x-restli-protocol-version': '2.0.0',
      accept: 'application/json',
      ...(extra.restliMethod === undefined ? {} : { 'x-restli-method': extra.restliMethod }),
      ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
  });

  const call = (
    credentials: PlatformCredentials,
    method: 'GET' | 'POST' | 'PUT',
    pathAndQuery: string,
    extra: { body?: unknown; restliMethod?: string; signal?: AbortSignal } = {},
  ): Promise<WireResponse> =>
    sendAuthorized(
      runtime,
      credentials,
      (accessToken) => buildRequest(accessToken, method, pathAndQuery, extra),
      describeLinkedInFailure,
      { signal: extra.signal },
    );

  return {
    /** A finder's pages; `pageSize` is left out for finders that do not page by cursor. */
    find(
      credentials: PlatformCredentials,
      path: string,
      params: Record<string, RestliValue | undefined>,
      options: { pageSize?: number; signal?: AbortSignal } = {},
    ): AsyncGenerator<LinkedInElement[]> {
      return paginate(async (pageToken) => {
        const query = buildRestliQuery({ ...params, pageSize: options.pageSize, pageToken });
        const response = await call(credentials, 'GET', `${path}?${query}`, {
          signal: options.signal,
        });
        const body = response.body as CollectionBody | null;
        return {
          items: body?.elements ?? [],
          nextPageToken: body?.metadata?.nextPageToken ?? null,
        };
      }, options.signal);
    },

    async get(
      credentials: PlatformCredentials,
      path: string,
      signal?: AbortSignal,
    ): Promise<LinkedInElement> {
      const response = await call(credentials, 'GET', path, { signal });
      return (response.body ?? {}) as LinkedInElement;
    },

    /**
     * Rest.li BATCH_GET: one entry per id, an entity or that id's own error. A failure of the whole
     * call (401, 429 after retries, …) throws like any call.
     */
    async batchGet(
      credentials: PlatformCredentials,
      path: string,
      ids: readonly string[],
      signal?: AbortSignal,
    ): Promise<Map<string, BatchEntry>> {
      const response = await call(credentials, 'GET', `${path}?${buildRestliQuery({ ids })}`, {
        restliMethod: 'BATCH_GET',
        signal,
      });
      return readBatchGetAnswer(response.body, ids);
    },

    /** Rest.li PARTIAL_UPDATE: POST with `X-RestLi-Method: PARTIAL_UPDATE`; LinkedIn answers 204. */
    async partialUpdate(
      credentials: PlatformCredentials,
      path: string,
      patch: Record<string, unknown>,
    ): Promise<void> {
      await call(credentials, 'POST', path, {
        body: { patch },
        restliMethod: 'PARTIAL_UPDATE',
      });
    },

    /**
     * Rest.li UPDATE: a PUT of the whole entity, which replaces it. It says so in
     * `X-RestLi-Method: UPDATE`, as LinkedIn's official JS client does on every PUT
     * (linkedin-developers/linkedin-api-js-client, platform-apis.md corrections).
     */
    async put(credentials: PlatformCredentials, path: string, entity: unknown): Promise<void> {
      await call(credentials, 'PUT', path, { body: entity, restliMethod: 'UPDATE' });
    },
  };
}

export type LinkedInApi = ReturnType<typeof createLinkedInApi>;
