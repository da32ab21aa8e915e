import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { describeError } from './error-replies.js';

/** The names this machine answers to itself; any port, as a newcomer may pick another PORT. */
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Orchestrators' probes, which address the server by whatever name they have for it (Kubernetes
 * sends the pod's IP as Host). They read a status word and change nothing, so a rebound page
 * gains nothing from them.
 */
const PROBE_ROUTES = new Set(['/healthz', '/readyz']);

/** A host name or a bracketed IPv6 address, then an optional port: nothing else is a Host. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

export const FOREIGN_HOST_MESSAGE =
  'This server does not answer to that host name: use its PUBLIC_URL (or localhost).';

export const DUPLICATE_HOST_MESSAGE =
  'This request carries more than one Host header: send exactly one.';

/**
 * DNS-rebinding defence (DESIGN §9): a page on another site can point its own host name at this
 * server's address and then read its answers as same-origin. Browsers still send that foreign
 * name as `Host`, so only PUBLIC_URL's host name and the loopback names are answered. Behind
 * trusted proxies (TRUST_PROXY_HOPS) `request.host` is the forwarded host, the one the browser
 * used.
 */
export function createHostCheck(
  publicUrl: string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const allowed = new Set([...LOOPBACK_HOSTNAMES, new URL(publicUrl).hostname]);
  // 421 Misdirected Request: this server is not the one for that name. Answered here rather than
  // thrown, so plugins with error handlers of their own (the sandbox) answer in the API's shape too.
  const refusal = describeError(new AppError('BAD_REQUEST', FOREIGN_HOST_MESSAGE, { status: 421 }));
  const duplicateRefusal = describeError(
    new AppError('BAD_REQUEST', undefined, {
      fieldErrors: { 'headers.host': DUPLICATE_HOST_MESSAGE },
    }),
  );
  return async (request, reply) => {
    // Node keeps the first of several Host headers while a proxy in front may route by another, so
    // a request whose two readings disagree is answered by neither, probes included.
    if (countHostHeaders(request.raw.rawHeaders) > 1) {
      await reply.code(duplicateRefusal.status).send(duplicateRefusal.body);
      return;
    }
    if (PROBE_ROUTES.has(request.routeOptions.url ?? '')) return;
    const hostname = findHostname(request.host);
    if (hostname === undefined || !allowed.has(hostname)) {
      await reply.code(refusal.status).send(refusal.body);
    }
  };
}

function countHostHeaders(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

function findHostname(host: string | undefined): string | undefined {
  const match = HOST_PATTERN.exec(host ?? '');
  return match?.[1]?.toLowerCase();
}
