import type { FastifyInstance } from 'fastify';
import { maskSecretQuery } from '../logging/logger.js';

/**
 * Fastify logs every request twice (received, completed) with its objects: right for a log
 * collector, noise in a newcomer's terminal. For a person the app logs one line per request
 * instead, and none for the web app's files and the health checks when they are served fine.
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const isQuiet = !request.url.startsWith('/api/') || request.url.startsWith('/api/v1/dev/');
    if (isQuiet && reply.statusCode < 400) return;
    const line = `${request.method} ${maskSecretQuery(request.url)} ${reply.statusCode} · ${Math.round(reply.elapsedTime)} ms · ${request.id}`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
