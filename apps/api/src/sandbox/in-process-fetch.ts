import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers URLs below `baseUrl` from `app` itself (through `inject`, the full HTTP
 * routing and parsing without a socket) and sends everything else to `fallback`. The API calls
 * the sandbox it mounts this way, so sandbox sign-in works even where the server cannot reach
 * its own public URL (behind a proxy, in a container) and in tests, which never listen.
 */
export function createInProcessFetch(
  app: FastifyInstance,
  baseUrl: string,
  fallback: typeof fetch,
): typeof fetch {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/`;
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(prefix)) return fallback(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(body && { payload: body }),
    });
    const response = await raceAbort(answer, request.signal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) headers.append(name, String(item));
      }
    }
    const hasBody = ![204, 304].includes(response.statusCode) && request.method !== 'HEAD';
    return new Response(hasBody ? response.rawPayload : null, {
      status: response.statusCode,
      headers,
    });
  };
}

/** `inject` cannot be cancelled; the caller still stops waiting when its signal fires. */
async function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
