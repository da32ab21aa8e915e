import type { PlatformAdAccount, PlatformCredentials } from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { collectPages } from '../http/paginate.js';
import { PlatformError } from '../platform-error.js';
import { CUSTOMER_CLIENT_QUERY, CUSTOMER_QUERY } from './gaql.js';
import type { GoogleAdsApi, GoogleAdsRow } from './google-api.js';

// The ad accounts a Google login can see: the customers it reaches directly
// (listAccessibleCustomers) and, under each manager (MCC) among them, the manager's direct clients,
// reached with login-customer-id. Manager accounts themselves hold no ads, so they are not listed.

interface CustomerFields {
  id?: string;
  descriptiveName?: string;
  currencyCode?: string;
  manager?: boolean;
  testAccount?: boolean;
  status?: string;
}

interface CustomerClientFields extends CustomerFields {
  clientCustomer?: string;
  level?: string | number;
}

function readName(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function toAdAccount(
  id: string,
  fields: CustomerFields,
  managerId: string | null,
): PlatformAdAccount {
  const descriptiveName = readName(fields.descriptiveName);
  return {
    id,
    // Google has no name apart from the descriptive name.
    name: descriptiveName,
    descriptiveName,
    currencyCode: fields.currencyCode ?? null,
    status: fields.status ?? 'UNKNOWN',
    isTestAccount: fields.testAccount ?? false,
    managerId,
    isReadOnly: false,
  };
}

async function readCustomer(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  customerId: string,
): Promise<CustomerFields | null> {
  try {
    const rows = await collectPages(
      api.search(credentials, { id: customerId, managerId: null }, CUSTOMER_QUERY),
    );
    return (rows[0]?.customer as CustomerFields | undefined) ?? {};
  } catch (error) {
    // listAccessibleCustomers also names cancelled accounts; querying them answers
    // CUSTOMER_NOT_ENABLED. They cannot be used, so they are left out rather than failing the list.
    if (
      error instanceof PlatformError &&
      error.platformCode === 'authorizationError.CUSTOMER_NOT_ENABLED'
    ) {
      return null;
    }
    throw error;
  }
}

async function listManagerClients(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  managerId: string,
): Promise<PlatformAdAccount[]> {
  const rows: GoogleAdsRow[] = await collectPages(
    api.search(credentials, { id: managerId, managerId }, CUSTOMER_CLIENT_QUERY),
  );
  return rows
    .map((row) => row.customerClient as CustomerClientFields | undefined)
    .filter((client): client is CustomerClientFields => client !== undefined)
    .filter((client) => Number(client.level) === 1 && client.manager !== true)
    .map((client) => {
      const id = client.id ?? client.clientCustomer?.replace(/^customers\//, '') ?? '';
      return toAdAccount(id, client, managerId);
    })
    .filter((account) => account.id !== '');
}

export async function listGoogleAdAccounts(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  concurrency: number,
): Promise<PlatformAdAccount[]> {
  const customerIds = await api.listAccessibleCustomerIds(credentials);
  const customers = await mapWithConcurrency(customerIds, concurrency, async (id) => ({
    id,
    fields: await readCustomer(api, credentials, id),
  }));

  const byId = new Map<string, PlatformAdAccount>();
  const managerIds: string[] = [];
  for (const { id, fields } of customers) {
    if (fields === null) continue;
    if (fields.manager === true) managerIds.push(id);
    else byId.set(id, toAdAccount(id, fields, null));
  }
  const clientLists = await mapWithConcurrency(managerIds, concurrency, (managerId) =>
    listManagerClients(api, credentials, managerId),
  );
  // A client reachable directly wins over the same client through a manager (no header needed);
  // through two managers, the first one listed is used.
  for (const client of clientLists.flat()) if (!byId.has(client.id)) byId.set(client.id, client);
  return [...byId.values()];
}
