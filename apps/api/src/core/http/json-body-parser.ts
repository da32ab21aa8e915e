import { describeNestingLimit } from '@utmost/ads-sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/**
 * Deeper than any body of the contract, shallow enough that nothing reading a body (the parser's
 * reviver, the validator, the NUL check) can run out of stack.
 */
export const MAX_JSON_DEPTH = 64;

/** A body sent as JSON that does not parse; `detail` says where, for the 400 message. */
export class MalformedJsonError extends Error {
  constructor(readonly detail: string) {
    super(`Malformed JSON: ${detail}`);
    this.name = 'MalformedJsonError';
  }
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The JSON body exactly as it arrived, for the one reader that needs its bytes rather than its
 * value: Stripe signs the raw body of its webhook events (`stripe.webhooks.constructEvent`).
 */
export function readRawJsonBody(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
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
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      if (text.trim().length === 0) {
        done(new MalformedJsonError('the body is empty.'), undefined);
        return;
      }
      if (measureNesting(text) > MAX_JSON_DEPTH) {
        done(
          new AppError('BAD_REQUEST', undefined, {
            fieldErrors: { body: describeNestingLimit(MAX_JSON_DEPTH) },
          }),
          undefined,
        );
        return;
      }
      try {
        done(null, JSON.parse(text, rejectPrototypeKeys));
      } catch (error) {
        // Only the parser's own syntax reasons are shown; anything else is the engine's business.
        done(
          new MalformedJsonError(
            error instanceof SyntaxError ? error.message : 'the body cannot be parsed.',
          ),
          undefined,
        );
      }
    },
  );
}

/** The deepest nesting of arrays and objects in JSON text, brackets inside strings ignored. */
export function measureNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (isInString) {
      if (character === '\\') index += 1;
      else if (character === '"') isInString = false;
    } else if (character === '"') {
      isInString = true;
    } else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (character === ']' || character === '}') {
      depth -= 1;
    }
  }
  return deepest;
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
