import fastifyResponseValidation from '@fastify/response-validation';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv, createValidatorCompiler } from '../src/core/http/ajv.js';
import { AppError } from '../src/core/errors/app-error.js';
import { errorHandlingPlugin } from '../src/core/http/error-handler.js';
import { createSecurityHandlers } from '../src/features/identity/handlers/security-handlers.js';

const NO_DATABASE_DEPENDENCIES = {
  db: undefined as never,
  settings: {
    publicUrl: 'http://localhost:3000',
    accessTokenKey: Buffer.alloc(32),
    isSecureCookies: false,
    uploadsDir: '/nowhere',
    isMailboxEnabled: false,
    installKey: 'no-install-key',
  },
  now: () => new Date(),
};

/** A throwaway app: the error-handling plugin plus a few routes that fail on purpose. */
let app: FastifyInstance;
const loggedErrors: unknown[] = [];

beforeAll(async () => {
  app = Fastify({
    bodyLimit: 64,
    logger: {
      level: 'error',
      stream: { write: (line: string) => loggedErrors.push(JSON.parse(line)) },
    },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  await app.register(fastifyResponseValidation, { ajv: createAjv() });
  await app.register(errorHandlingPlugin);
  app.post(
    '/api/v1/things',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', format: 'email' } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/v1/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  app.get('/api/v1/limited', async () => {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts.', { retryAfterSeconds: 90 });
  });
  app.get('/api/v1/rules', async () => {
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors: { name: 'Name is required' } });
  });
  app.get(
    '/api/v1/protected',
    {
      // Without an Authorization header the check refuses before it would read the database.
      preHandler: async (request, reply) =>
        createSecurityHandlers(NO_DATABASE_DEPENDENCIES).apiKey(request, reply),
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/v1/bad-answer',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['content'],
            properties: { content: { type: 'string' } },
          },
        },
      },
    },
    async () => ({ content: 42 }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function post(payload: string, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/things',
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('the error handler', () => {
  it('answers malformed JSON with 400 naming the body and the parser reason', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { body: string } }>().errors.body).toMatch(/^Malformed JSON: /);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.json()).toEqual({ errors: { body: 'Malformed JSON: the body is empty.' } });
  });

  it('refuses prototype-poisoning keys', async () => {
    const response = await post('{"email":"a@b.co","__proto__":{"x":1}}');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { body: string } }>().errors.body).toContain('__proto__');
  });

  it('answers a body that breaks the schema with 400 naming the field', async () => {
    const response = await post('{"email":"nope"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { 'body.email': 'must be an email address' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('email=a', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content type text/csv is not supported.' },
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ email: `${'a'.repeat(100)}@b.co` }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
  });

  it('hides the details of a 500 and logs them with the request', async () => {
    loggedErrors.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'SERVER_ERROR', message: 'Something went wrong.' },
    });
    expect(response.body).not.toContain('hunter2');
    expect(JSON.stringify(loggedErrors)).toContain('ECONNREFUSED');
    expect(JSON.stringify(loggedErrors)).toContain('/api/v1/boom');
  });

  it('answers an answer that breaks its schema with a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'SERVER_ERROR', message: 'Something went wrong.' },
    });
  });

  it('sets Retry-After on 429 and repeats it in the body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('90');
    expect(response.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.', retryAfterSeconds: 90 },
    });
  });

  it('answers an AppError with field errors as the errors map', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/rules' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { name: 'Name is required' } });
  });

  it('answers the security handlers refusal with 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/protected' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please log in again.' },
    });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route DELETE /api/v1/nothing' },
    });
  });
});
