import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { maskSecretQuery } from '../logging/logger.js';
import { AppError } from '../errors/app-error.js';
import { describeError } from './error-replies.js';
import { registerJsonBodyParser } from './json-body-parser.js';

export interface ErrorHandlingOptions {
  /**
   * Gets the first say on a request that matches no route; answers true when it replied (the web
   * app's history fallback). Everything else gets the 404 JSON.
   */
  handleUnmatchedRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /**
   * A refused request (4xx) is logged at debug instead of info: where the app logs one line per
   * request (a person's terminal), that line already gives the status.
   */
  quietRefusals?: boolean;
}

/**
 * The one place failures become answers: every thrown error and every unmatched route goes
 * through here, so each has the contract's shape and 5xx details stay in the log.
 */
const errorHandling: FastifyPluginAsync<ErrorHandlingOptions> = async (app, options) => {
  registerJsonBodyParser(app);

  app.setErrorHandler(async (error, request, reply) => {
    const answer = describeError(error, request.headers['content-type']);
    if (answer.isUnexpected) {
      request.log.error(
        { err: error, method: request.method, url: maskSecretQuery(request.url) },
        'Request failed',
      );
    } else {
      const level = options.quietRefusals ? 'debug' : 'info';
      request.log[level]({ status: answer.status, err: error }, 'Request refused');
    }
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.handleUnmatchedRequest && (await options.handleUnmatchedRequest(request, reply))) {
      return reply;
    }
    const path = request.url.split('?')[0] ?? request.url;
    const { status, body } = describeError(
      new AppError('NOT_FOUND', `No route ${request.method} ${path}`),
    );
    return reply.code(status).send(body);
  });
};

export const errorHandlingPlugin = fastifyPlugin(errorHandling, { name: 'utmost-error-handling' });
