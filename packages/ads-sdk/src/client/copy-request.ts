/**
 * Makes a copy of a request with another URL or signal, both of which a Request cannot change in
 * place.
 *
 * The body is read into a Blob instead of being passed on as the original's stream: a stream
 * body needs `duplex: 'half'`, which Node wants and which Firefox and Safari cannot send at all.
 */
export async function copyRequest(
  request: Request,
  changes: { url?: string; signal?: AbortSignal },
): Promise<Request> {
  const body = request.body === null ? null : await request.blob();
  return new Request(changes.url ?? request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: changes.signal ?? request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    mode: request.mode,
  });
}
