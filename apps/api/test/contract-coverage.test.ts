import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadContract,
  type ContractOperation,
} from '../src/contract/load-contract.js';
import { createAdPlatformDependencies } from '../src/ad-platforms/ad-platform-dependencies.js';
import { createServiceHandlers } from '../src/handlers/service-handlers.js';
import { createLogger } from '../src/logger.js';
import { createServiceDependencies } from '../src/services/create-service-dependencies.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';

/** Routes outside the contract on purpose: the contract itself, for people and tools. */
const UNDOCUMENTED_ROUTE_ALLOW_LIST = [/^\/api\/docs(\/.*)?$/];

/** Fastify adds HEAD for every GET; the contract only lists the GET. */
const IMPLICIT_METHODS = new Set(['HEAD']);

let operations: ContractOperation[];
let testApp: TestApp;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  operations = listOperations((await loadContract()).document);
  testApp = await buildTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url });
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

function toFastifyPath(openApiPath: string): string {
  return openApiPath.replace(/{(\w+)}/g, ':$1');
}

describe('the contract and the server agree', () => {
  it('has a handler for every operationId of the contract, and no handler without one', () => {
    const logger = createLogger({ logLevel: 'silent' });
    const config = { ...testApp.config, appSecret: 'a'.repeat(32) };
    const handlers = createServiceHandlers({
      apiVersion: '0.0.0',
      webDistDir: '/nowhere',
      pingDatabase: async () => undefined,
      logger,
      services: createServiceDependencies(config, testApp.testDatabase.database.db, logger),
      config,
      adPlatforms: createAdPlatformDependencies({
        config,
        db: testApp.testDatabase.database.db,
        logger,
        fetch: globalThis.fetch,
      }),
      runs: { settings: config.runs },
    });
    const operationIds = operations.map((operation) => operation.operationId).sort();
    expect(operationIds.length).toBeGreaterThan(0);
    expect(Object.keys(handlers).sort()).toEqual(operationIds);
  });

  it('registers a route for every operation of the contract', () => {
    for (const operation of operations) {
      expect(routes, `${operation.method} ${operation.path}`).toContainEqual({
        method: operation.method.toUpperCase(),
        url: toFastifyPath(operation.path),
      });
    }
  });

  it('documents every route the server registers under /api', () => {
    const documented = new Set(
      operations.map(
        (operation) => `${operation.method.toUpperCase()} ${toFastifyPath(operation.path)}`,
      ),
    );
    const undocumented = routes.filter(
      (route) =>
        route.url.startsWith('/api') &&
        !IMPLICIT_METHODS.has(route.method) &&
        !documented.has(`${route.method} ${route.url}`) &&
        !UNDOCUMENTED_ROUTE_ALLOW_LIST.some((pattern) => pattern.test(route.url)),
    );
    expect(undocumented).toEqual([]);
  });

  it('serves every operation through the contract handlers', async () => {
    for (const operation of operations.filter((candidate) => candidate.method === 'get')) {
      const response = await testApp.app.inject({ method: 'GET', url: operation.path });
      expect(response.statusCode, operation.path).toBeLessThan(500);
    }
  });
});
