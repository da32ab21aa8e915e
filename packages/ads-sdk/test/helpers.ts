import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import {
  createUtmostClient,
  type UtmostClientOptions,
} from '../src/client/create-utmost-client.js';

export const BASE_URL = 'https://utmost.test';

export interface SeenRequest {
  request: Request;
  url: URL;
  body: string;
}

type Answer = (seen: SeenRequest) => Response | Promise<Response>;

/**
 * A `fetch` to inject into the client (no global mocking): it records every request it is given,
 * with its body read, and answers through `answer`.
 */
export function createFakeFetch(answer: Answer = () => createJsonResponse(200, { content: {} })) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Reads the body itself, as a real fetch does: a request sent twice must be a copy.
    const entry = { request, url: new URL(request.url), body: await request.text() };
    seen.push(entry);
    return answer(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

export function createJsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Rejects like a real fetch when the request's signal aborts; never answers otherwise. */
export function waitForAbort(request: Request): Promise<never> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) abort();
    request.signal.addEventListener('abort', abort, { once: true });
  });
}

export function createTestClient(
  options: Partial<UtmostClientOptions> & Pick<UtmostClientOptions, 'fetch'>,
) {
  return createUtmostClient({ baseUrl: BASE_URL, getDeviceInfo: () => ({}), ...options });
}

/**
 * The same client without the contract's types, to call paths later issues add to the contract
 * (POST bodies, the auth paths). The middleware under test does not depend on the paths.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path, any method, any body
type UntypedPaths = any;

export function createUntypedTestClient(
  options: Parameters<typeof createTestClient>[0],
): Client<UntypedPaths> {
  return createTestClient(options) as unknown as Client<UntypedPaths>;
}

/** Resolves after pending promise callbacks have run, so concurrent requests reach their await. */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs mutation options the way `useMutation` does (through a `MutationObserver`), so a test sees
 * what a hook's `mutate` would: the data, or the error it throws.
 */
export function runMutation<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return new MutationObserver(queryClient, options).mutate(variables);
}
