import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadContract,
  type ContractOperation,
} from '../src/core/contract/load-contract.js';
import { createServiceHandlers, createUtmostContext } from '../src/features.js';
import { createLogger } from '../src/core/logging/logger.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { asBrowser, createTestAccount, signIn } from './helpers/identity-fixtures.js';

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
    const handlers = createServiceHandlers(
      createUtmostContext({
        config,
        db: testApp.testDatabase.database.db,
        logger,
        apiVersion: '0.0.0',
        pingDatabase: async () => undefined,
      }),
    );
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

  it('answers every read of the contract with a status the contract declares for it', async () => {
    const owner = await createTestAccount(testApp.testDatabase.database.db, 'Coverage');
    const cookie = await signIn(testApp.app, owner);
    const document = (await loadContract()).document;
    const reads = operations.filter((candidate) => candidate.method === 'get');
    expect(reads.length).toBeGreaterThan(10);
    for (const operation of reads) {
      const declared = Object.keys(document.paths?.[operation.path]?.get?.responses ?? {});
      // A path parameter gets a value of the right shape that names nothing of this tenant:
      // the answer must still be one the contract promises (404 included), never an undeclared
      // status nor Fastify's own "route not found".
      const url = operation.path.replace(/{(\w+)}/g, (_match, name: string) =>
        name === 'platform' ? 'google' : name === 'provider' ? 'google' : randomUUID(),
      );
      const response = await testApp.app.inject({ method: 'GET', url, headers: asBrowser(cookie) });
      const label = `GET ${url} answered ${String(response.statusCode)}: ${response.body.slice(0, 200)}`;
      expect(
        declared.includes(String(response.statusCode)) ||
          declared.includes(`${String(response.statusCode).charAt(0)}XX`) ||
          declared.includes('default'),
        label,
      ).toBe(true);
      expect(response.body, label).not.toMatch(/Route GET:.* not found/);
    }
  });
});
