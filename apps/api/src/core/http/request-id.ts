import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@utmost/ads-sdk';
import type { FastifyInstance } from 'fastify';

const HEADER = REQUEST_ID_HEADER.toLowerCase();

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is a plain token (the SDK sends a
 * UUID), else a new UUID. The id is in every log line of the request (`reqId`).
 */
export function findOrCreateRequestId(request: IncomingMessage): string {
  const sent = request.headers[HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, refusals and failures included. */
export function answerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADER, request.id);
  });
}
