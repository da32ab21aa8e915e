import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
} from '../../test/fake-fetch.js';
import { sandboxPlatformUrls } from '../platform-urls.js';
import { createGooglePlatform } from './google-platform.js';

// Source: developers.google.com/google-ads/api/docs/account-management/get-account-hierarchy
// ("get_account_hierarchy"): `customer_client` with `level <= 1` answers one level under the
// customer queried (level 0 is the customer itself); the example repeats the query under every
// manager found to reach deeper clients, with login-customer-id kept as the top manager. Cancelled,
// suspended and closed clients fail at first use with CUSTOMER_NOT_ENABLED (platform-apis.md,
// Corrections). The rows below are in the REST wire format: lowerCamelCase, int64 as strings.

const BASE = 'http://sandbox.test/sandbox';

interface ClientRow {
  id: string;
  level: string;
  manager: boolean;
  descriptiveName: string;
  status: string;
}

function clientRow(fields: ClientRow) {
  return {
    customerClient: {
      clientCustomer: `customers/${fields.id}`,
      currencyCode: 'USD',
      testAccount: false,
      ...fields,
    },
  };
}

// Top manager 100 › sub-manager 200 › sub-sub-manager 300 › client 301 (level 3 from the top);
// client 201 at level 2; client 101 at level 1; 102 cancelled, 202 suspended, 203 closed.
const HIERARCHY: Record<string, ClientRow[]> = {
  '100': [
    { id: '100', level: '0', manager: true, descriptiveName: 'Agency', status: 'ENABLED' },
    { id: '101', level: '1', manager: false, descriptiveName: 'Direct client', status: 'ENABLED' },
    { id: '102', level: '1', manager: false, descriptiveName: 'Gone client', status: 'CANCELED' },
    { id: '200', level: '1', manager: true, descriptiveName: 'Region', status: 'ENABLED' },
  ],
  '200': [
    { id: '200', level: '0', manager: true, descriptiveName: 'Region', status: 'ENABLED' },
    { id: '201', level: '1', manager: false, descriptiveName: 'Deep client', status: 'ENABLED' },
    { id: '202', level: '1', manager: false, descriptiveName: 'Held client', status: 'SUSPENDED' },
    { id: '203', level: '1', manager: false, descriptiveName: 'Shut client', status: 'CLOSED' },
    { id: '300', level: '1', manager: true, descriptiveName: 'Team', status: 'ENABLED' },
  ],
  '300': [
    { id: '300', level: '0', manager: true, descriptiveName: 'Team', status: 'ENABLED' },
    { id: '301', level: '1', manager: false, descriptiveName: 'Deeper client', status: 'ENABLED' },
  ],
};

function createHierarchyPlatform() {
  const fake = createFakeFetch((call) => {
    if (call.url.endsWith('customers:listAccessibleCustomers')) {
      return jsonResponse(200, { resourceNames: ['customers/100'] });
    }
    const customerId = /customers\/(\d+)\//.exec(call.url)?.[1] ?? '';
    const query = String((JSON.parse(call.body ?? '{}') as { query?: string }).query);
    if (query.includes('FROM customer_client')) {
      // Answers like Google: the rows one level down, minus what the WHERE clause filters out.
      const onlyEnabled = query.includes("customer_client.status = 'ENABLED'");
      const rows = (HIERARCHY[customerId] ?? []).filter(
        (row) => !onlyEnabled || row.status === 'ENABLED',
      );
      return jsonResponse(200, { results: rows.map(clientRow) });
    }
    return jsonResponse(200, {
      results: [
        {
          customer: {
            id: customerId,
            descriptiveName: 'Agency',
            currencyCode: 'USD',
            manager: true,
            testAccount: false,
            status: 'ENABLED',
          },
        },
      ],
    });
  });
  const platform = createGooglePlatform({
    ...sandboxPlatformUrls(BASE).google,
    developerToken: 'dev-token',
    clientId: 'client',
    clientSecret: 'secret',
    http: createTestHttp(fake.fetch).http,
  });
  return { platform, calls: fake.calls };
}

describe('Google account hierarchy (get_account_hierarchy)', () => {
  it('lists clients at every depth under a manager, with the managers above each', async () => {
    const { platform, calls } = createHierarchyPlatform();
    const accounts = await platform.listAdAccounts(createTestCredentials());

    const agency = { id: '100', name: 'Agency' };
    const region = { id: '200', name: 'Region' };
    const team = { id: '300', name: 'Team' };
    expect(
      accounts.map(({ id, managerId, managerPath }) => ({ id, managerId, managerPath })),
    ).toEqual([
      { id: '101', managerId: '100', managerPath: [agency] },
      { id: '201', managerId: '100', managerPath: [agency, region] },
      { id: '301', managerId: '100', managerPath: [agency, region, team] },
    ]);
    // Each manager is asked once, always through the top manager.
    const hierarchyCalls = calls.filter((call) => call.body?.includes('FROM customer_client'));
    expect(hierarchyCalls.map((call) => /customers\/(\d+)\//.exec(call.url)?.[1])).toEqual([
      '100',
      '200',
      '300',
    ]);
    for (const call of hierarchyCalls) expect(call.headers['login-customer-id']).toBe('100');
  });

  it('never offers a cancelled, suspended or closed client', async () => {
    const { platform } = createHierarchyPlatform();
    const ids = (await platform.listAdAccounts(createTestCredentials())).map(
      (account) => account.id,
    );
    for (const unusable of ['102', '202', '203']) expect(ids).not.toContain(unusable);
  });
});
