import { randomUUID } from 'node:crypto';
import { NUL_CHARACTER_NOT_ALLOWED } from '@utmost/ads-sdk';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/core/contract/load-contract.js';
import type { OpenApiDocument, ParameterObject } from '../src/core/contract/openapi-types.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { TINY_PNG, buildMultipart } from './helpers/multipart.js';
import {
  listNumericInputs,
  listSampleOperations,
  listStringPaths,
  replaceAt,
  sampleValue,
  type SampleOperation,
} from './helpers/contract-samples.js';
import {
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from './helpers/identity-fixtures.js';

// Issue 11 findings 6 and 7, for every operation of the contract at once: a body of a media type
// the operation does not declare, a NUL character in each string field and in each query and path
// parameter, and a missing required body, each sent by a signed-in owner so that the request
// reaches validation. None may answer 5xx; each gets the 4xx that says what is wrong.

const NUL_TEXT = 'Walker\u0000';
/** The largest integer a JSON number holds exactly: our bigint columns are read as numbers. */
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** PostgreSQL's bigint ends at 2^63 - 1 (issue 26 item 3: a range filter there answered 500). */
const BIGINT_MAX = '9223372036854775807';
const BIGINT_MAX_PLUS_ONE = '9223372036854775808';

let document: OpenApiDocument;
let operations: SampleOperation[];
let testApp: TestApp;
let owner: TestAccount;
let cookie: string;

beforeAll(async () => {
  document = (await loadContract()).document;
  operations = listSampleOperations(document);
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'Walker');
  cookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

/** Valid-looking values: this owner's ids where the contract names them, samples elsewhere. */
function sampleParameter(operation: SampleOperation, parameter: ParameterObject): unknown {
  if (parameter.name === 'organization_id') return owner.organization.id;
  if (parameter.name === 'workspace_id') return owner.workspace.id;
  if (parameter.name === 'user_id') return owner.user.id;
  if (parameter.in === 'path' && parameter.name === 'id') {
    return operation.path.startsWith('/api/v1/users/') ? owner.user.id : owner.organization.id;
  }
  if (parameter.in === 'path' && parameter.name === 'keyId') return randomUUID();
  return sampleValue(document, parameter.schema);
}

interface Overrides {
  path?: Record<string, string>;
  query?: Record<string, string>;
}

function buildUrl(operation: SampleOperation, overrides: Overrides = {}): string {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value =
        overrides.path?.[parameter.name] ?? String(sampleParameter(operation, parameter));
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query') {
      const value =
        overrides.query?.[parameter.name] ??
        (parameter.required ? String(sampleParameter(operation, parameter)) : undefined);
      if (value !== undefined) query.set(parameter.name, value);
    }
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** A body the operation accepts, so that a probe elsewhere in the request reaches validation. */
function sampleBody(operation: SampleOperation): {
  contentType?: string;
  payload?: Buffer | string;
} {
  const json = operation.bodyContent['application/json']?.schema;
  if (json) {
    return {
      contentType: 'application/json',
      payload: JSON.stringify(sampleValue(document, json)),
    };
  }
  if (operation.bodyContent['multipart/form-data']) {
    const { payload, headers } = buildMultipart(TINY_PNG);
    return { contentType: headers['content-type'], payload };
  }
  return {};
}

function send(
  operation: SampleOperation,
  options: { url?: string; contentType?: string; payload?: InjectOptions['payload'] },
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: operation.method.toUpperCase() as InjectOptions['method'],
    url: options.url ?? buildUrl(operation),
    headers: {
      ...asBrowser(cookie),
      ...(options.contentType && { 'content-type': options.contentType }),
    },
    ...(options.payload !== undefined && { payload: options.payload }),
  });
}

function describeOperation(operation: SampleOperation, detail: string): string {
  return `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}) ${detail}`;
}

function isStringParameter(document: OpenApiDocument, parameter: ParameterObject): boolean {
  const sample = sampleValue(document, parameter.schema);
  return typeof sample === 'string' || (Array.isArray(sample) && typeof sample[0] === 'string');
}

describe('every operation of the contract, sent bad input', () => {
  it('walks all of them', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(['text/plain', 'application/x-foo', 'application/x-www-form-urlencoded'])(
    'answers 415 with the error shape to a %s body, before any handler runs',
    async (contentType) => {
      for (const operation of operations) {
        const response = await send(operation, { contentType, payload: 'hello' });
        const label = describeOperation(operation, response.body);
        expect(response.statusCode, label).toBe(415);
        expect(response.json(), label).toEqual({
          error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) },
        });
      }
    },
  );

  it('answers 400 on body to an operation whose required body is missing', async () => {
    const withBody = operations.filter(
      (operation) => Object.keys(operation.bodyContent).length > 0,
    );
    expect(withBody.length).toBeGreaterThan(15);
    for (const operation of withBody) {
      const response = await send(operation, {});
      const label = describeOperation(operation, response.body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().errors, label).toHaveProperty(['body']);
    }
  });

  it('answers 400 naming the field to a NUL character in each string of a JSON body', async () => {
    let probes = 0;
    for (const operation of operations) {
      const schema = operation.bodyContent['application/json']?.schema;
      if (!schema) continue;
      const body = sampleValue(document, schema);
      for (const path of listStringPaths(body)) {
        probes += 1;
        const response = await send(operation, {
          contentType: 'application/json',
          payload: JSON.stringify(replaceAt(body, path, NUL_TEXT)),
        });
        const field = ['body', ...path].join('.');
        const label = describeOperation(operation, `${field}: ${response.body}`);
        expect(response.statusCode, label).toBe(400);
        expect(response.json().errors, label).toMatchObject({ [field]: NUL_CHARACTER_NOT_ALLOWED });
      }
    }
    expect(probes).toBeGreaterThan(40);
  });

  it('answers 400 naming the parameter to a NUL character in each string query parameter', async () => {
    let probes = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        if (parameter.in !== 'query' || !isStringParameter(document, parameter)) continue;
        probes += 1;
        const response = await send(operation, {
          ...sampleBody(operation),
          url: buildUrl(operation, { query: { [parameter.name]: NUL_TEXT } }),
        });
        const field = `querystring.${parameter.name}`;
        const label = describeOperation(operation, `${field}: ${response.body}`);
        expect(response.statusCode, label).toBe(400);
        expect(response.json().errors, label).toMatchObject({ [field]: NUL_CHARACTER_NOT_ALLOWED });
      }
    }
    expect(probes).toBeGreaterThan(50);
  });

  it('never answers 5xx to a NUL character in a path parameter', async () => {
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        if (parameter.in !== 'path') continue;
        const response = await send(operation, {
          ...sampleBody(operation),
          url: buildUrl(operation, { path: { [parameter.name]: NUL_TEXT } }),
        });
        const label = describeOperation(operation, `${parameter.name}: ${response.body}`);
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
      }
    }
  });

  it('gives every number a request carries a maximum the database holds (or a list of values)', () => {
    const unbounded = operations.flatMap((operation) =>
      listNumericInputs(document, operation)
        .filter(({ schema }) => !Array.isArray(schema.enum))
        .filter(({ schema }) => !(typeof schema.maximum === 'number' && schema.maximum <= MAX_SAFE))
        .map(({ where }) => `${operation.operationId} ${where}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers 400 naming the parameter past either bound of each numeric parameter, never 5xx at one', async () => {
    let probes = 0;
    for (const operation of operations) {
      for (const { where, schema } of listNumericInputs(document, operation)) {
        const [place, name] = where.split('.') as [string, string];
        if (place !== 'query' || typeof schema.maximum !== 'number') continue;
        const field = `querystring.${name}`;
        const probe = (value: string) =>
          send(operation, {
            ...sampleBody(operation),
            url: buildUrl(operation, { query: { [name]: value } }),
          });
        const outside = [String(schema.maximum + 1), BIGINT_MAX, BIGINT_MAX_PLUS_ONE, '1e400'];
        if (typeof schema.minimum === 'number') outside.push(String(schema.minimum - 1));
        for (const value of outside) {
          probes += 1;
          const response = await probe(value);
          const label = describeOperation(operation, `${field}=${value}: ${response.body}`);
          expect(response.statusCode, label).toBe(400);
          expect(response.json().errors, label).toHaveProperty([field]);
        }
        const bounds = [schema.maximum, schema.minimum].filter((bound) => bound !== undefined);
        for (const value of bounds.map(String)) {
          probes += 1;
          const response = await probe(value);
          const label = describeOperation(operation, `${field}=${value}: ${response.body}`);
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode === 400)
            expect(response.json().errors, label).not.toHaveProperty([field]);
        }
      }
    }
    expect(probes).toBeGreaterThan(100);
  });

  it('still serves the owner afterwards: nothing above reached a handler', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${owner.user.id}`,
      headers: asBrowser(cookie),
    });
    expect(response.statusCode).toBe(200);
  });
});
