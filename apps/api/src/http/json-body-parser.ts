import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body sent as JSON that does not parse; `detail` says where, for the 400 message. */
export class MalformedJsonError extends Error {
  constructor(readonly detail: string) {
    super(`Malformed JSON: ${detail}`);
    this.name = 'MalformedJsonError';
  }
}

/**
 * Replaces Fastify's JSON parser so that a malformed body answers with the parser's own reason
 * (Fastify's says only "not valid JSON"). Like Fastify's, it refuses `__proto__` and
 * `constructor.prototype` keys, which could poison objects merged from the body later.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim().length === 0) {
        done(new MalformedJsonError('the body is empty.'), undefined);
        return;
      }
      try {
        done(null, JSON.parse(text, rejectPrototypeKeys));
      } catch (error) {
        done(
          new MalformedJsonError(error instanceof Error ? error.message : 'cannot parse'),
          undefined,
        );
      }
    },
  );
}

function rejectPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('the key "__proto__" is not allowed');
  if (
    key === 'constructor' &&
    typeof value === 'object' &&
    value !== null &&
    'prototype' in value
  ) {
    throw new SyntaxError('the key "constructor.prototype" is not allowed');
  }
  return value;
}
