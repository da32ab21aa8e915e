import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE, readGoogleErrorCode, searchGoogle, signInGoogle } from './ads-helpers.js';
import { buildTestApp } from './helpers.js';

// The agency hierarchy answers `customer_client` per manager as Google does
// (developers.google.com/google-ads/api/docs/account-management/get-account-hierarchy): level 0 is
// the manager queried, level 1 its direct clients and sub-managers; the WHERE clause filters.

const HIERARCHY_QUERY =
  'SELECT customer_client.client_customer, customer_client.id, customer_client.descriptive_name, ' +
  'customer_client.manager, customer_client.level, customer_client.status, ' +
  'customer_client.currency_code, customer_client.test_account FROM customer_client ' +
  'WHERE customer_client.level <= 1';

interface ClientRow {
  id: string;
  level: string;
  manager: boolean;
  status: string;
  descriptiveName?: string;
}

let app: FastifyInstance;
let barbara: string;
const top = GOOGLE.customers.agencyTopManager;
const throughTop = { 'login-customer-id': top };

beforeAll(async () => {
  ({ app } = await buildTestApp({ scale: { adsPerScaleAccount: 10 } }));
  barbara = (await signInGoogle(app, GOOGLE.logins.barbara)).accessToken;
});
afterAll(async () => {
  await app.close();
});

async function readLevelOne(managerId: string, query = HIERARCHY_QUERY): Promise<ClientRow[]> {
  const response = await searchGoogle(app, barbara, managerId, { query }, throughTop);
  expect(response.statusCode).toBe(200);
  return response
    .json<{ results: Array<{ customerClient: ClientRow }> }>()
    .results.map((row) => row.customerClient)
    .filter((row) => row.level === '1');
}

describe('agency hierarchy (Barbara Liskov)', () => {
  it('holds 300 enabled clients across three levels, some cancelled, suspended or closed', async () => {
    const underTop = await readLevelOne(top);
    const subManagers = underTop.filter((row) => row.manager);
    expect(subManagers).toHaveLength(5);
    const clients = underTop.filter((row) => !row.manager);
    for (const subManager of subManagers) clients.push(...(await readLevelOne(subManager.id)));
    expect(clients.filter((row) => row.status === 'ENABLED')).toHaveLength(300);
    const unusable = new Set(
      clients.filter((row) => row.status !== 'ENABLED').map((r) => r.status),
    );
    expect([...unusable].sort()).toEqual(['CANCELED', 'CLOSED', 'SUSPENDED']);
  });

  it('lists the whole subtree with levels from the manager queried, and filters by status', async () => {
    const response = await searchGoogle(
      app,
      barbara,
      top,
      { query: HIERARCHY_QUERY.replace(' WHERE customer_client.level <= 1', '') },
      throughTop,
    );
    const levels = new Set(
      response
        .json<{ results: Array<{ customerClient: ClientRow }> }>()
        .results.map((row) => row.customerClient.level),
    );
    expect([...levels]).toEqual(['0', '1', '2']);
    const enabledOnly = await readLevelOne(
      top,
      `${HIERARCHY_QUERY} AND customer_client.status = 'ENABLED'`,
    );
    expect(enabledOnly.every((row) => row.status === 'ENABLED')).toBe(true);
    expect(enabledOnly.length).toBeLessThan((await readLevelOne(top)).length);
  });

  it('reaches a depth-2 client through the top manager, and refuses a cancelled one', async () => {
    const subManager = (await readLevelOne(top)).find((row) => row.manager);
    const deep = (await readLevelOne(subManager?.id ?? '')).filter((row) => !row.manager);
    const query = { query: 'SELECT customer.id FROM customer' };
    const enabled = deep.find((row) => row.status === 'ENABLED');
    const usable = await searchGoogle(app, barbara, enabled?.id ?? '', query, throughTop);
    expect(usable.statusCode).toBe(200);
    const cancelled = deep.find((row) => row.status === 'CANCELED');
    const refused = await searchGoogle(app, barbara, cancelled?.id ?? '', query, throughTop);
    expect(refused.statusCode).toBe(403);
    expect(readGoogleErrorCode(refused)).toEqual({ authorizationError: 'CUSTOMER_NOT_ENABLED' });
  });
});
