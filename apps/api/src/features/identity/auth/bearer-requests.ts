import type { FastifyRequest } from 'fastify';

/**
 * Whether a request names its caller with `Authorization: Bearer …` (an organization API key),
 * whatever follows the scheme: an empty or bogus key still makes it a key request.
 */
export function isBearerRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  return /^\s*bearer(?:\s|$)/i.test(request.headers.authorization ?? '');
}

/**
 * A key request is authenticated by its key alone (DESIGN §4): its cookies are not read, so a
 * session cookie can neither stand in for a bad key nor ride along on a request the CSRF check
 * lets through for carrying a key. Runs after @fastify/cookie has parsed them.
 */
export function ignoreCookiesOfBearerRequest(request: FastifyRequest): void {
  if (isBearerRequest(request)) request.cookies = {};
}
