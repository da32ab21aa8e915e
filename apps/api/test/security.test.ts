import Fastify from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { describe, expect, it } from 'vitest';
import { createValidatorCompiler } from '../src/http/ajv.js';
import { errorHandlingPlugin } from '../src/http/error-handler.js';
import { createSecurityHandlers } from '../src/http/security-handlers.js';

const specification = {
  openapi: '3.1.0',
  info: { title: 'secured', version: '1' },
  components: {
    securitySchemes: {
      cookieSession: { type: 'apiKey', in: 'cookie', name: 'utmost_access' },
      apiKey: { type: 'http', scheme: 'bearer' },
    },
  },
  paths: {
    '/api/v1/secret': {
      get: {
        operationId: 'getSecret',
        security: [{ cookieSession: [] }, { apiKey: [] }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

describe('security handlers through fastify-openapi-glue', () => {
  it('answer 401 UNAUTHORIZED for a protected operation until identity exists', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(createValidatorCompiler());
    await app.register(errorHandlingPlugin);
    await app.register(fastifyOpenapiGlue, {
      specification,
      serviceHandlers: { getSecret: async () => ({ secret: true }) },
      securityHandlers: createSecurityHandlers(),
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/secret',
      headers: { authorization: 'Bearer nope', cookie: 'utmost_access=nope' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please log in again.' },
    });
    await app.close();
  });
});
