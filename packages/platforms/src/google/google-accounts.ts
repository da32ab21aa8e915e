import type {
  PlatformAdAccount,
  PlatformCredentials,
  PlatformManagerStep,
} from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { collectPages } from '../http/paginate.js';
import { PlatformError } from '../platform-error.js';
import { CUSTOMER_CLIENT_QUERY, CUSTOMER_QUERY } from './gaql.js';
import type { GoogleAdsApi, GoogleAdsRow } from './google-api.js';

// The ad accounts a Google login can see: the customers it reaches directly
// (listAccessibleCustomers) and, under each manager (MCC) among them, the manager's clients at any
// depth, reached with login-customer-id. Manager accounts themselves hold no ads, so they are not
// listed; they appear in each client's `managerPath`.

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

const DIRECT_ACCESS: Pick<PlatformAdAccount, 'managerId' | 'managerPath'> = {
  managerId: null,
  managerPath: [],
};

function toAdAccount(
  id: string,
  fields: CustomerFields,
  reachedThrough: Pick<PlatformAdAccount, 'managerId' | 'managerPath'>,
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
    managerId: reachedThrough.managerId,
    managerPath: reachedThrough.managerPath,
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

// Google answers `status` on every client; these three cannot be used (CUSTOMER_NOT_ENABLED at
// first use), so they are never offered, even if a query without the status filter returns them.
const UNUSABLE_CLIENT_STATUSES: ReadonlySet<string> = new Set(['CANCELED', 'SUSPENDED', 'CLOSED']);

function readClientId(client: CustomerClientFields): string {
  return client.id ?? client.clientCustomer?.replace(/^customers\//, '') ?? '';
}

/** The usable clients one level under `managerId` (level 1 of its customer_client rows). */
async function readDirectClients(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  managerId: string,
  loginCustomerId: string,
): Promise<CustomerClientFields[]> {
  const rows: GoogleAdsRow[] = await collectPages(
    api.search(credentials, { id: managerId, managerId: loginCustomerId }, CUSTOMER_CLIENT_QUERY),
  );
  return rows
    .map((row) => row.customerClient as CustomerClientFields | undefined)
    .filter((client): client is CustomerClientFields => client !== undefined)
    .filter((client) => Number(client.level) === 1 && readClientId(client) !== '')
    .filter((client) => !UNUSABLE_CLIENT_STATUSES.has(client.status ?? ''));
}

interface ManagerOnPath {
  id: string;
  path: PlatformManagerStep[];
}

/**
 * Every client under a manager the login reaches, at any depth, with the managers above it. Google's
 * get_account_hierarchy pattern: query level 1 under the manager, then again under each
 * sub-manager found, one level at a time; login-customer-id stays the top manager throughout
 * (developers.google.com/google-ads/api/docs/account-management/get-account-hierarchy).
 */
async function listManagerHierarchy(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  top: PlatformManagerStep,
  concurrency: number,
): Promise<PlatformAdAccount[]> {
  const clients: PlatformAdAccount[] = [];
  // A client linked under two sub-managers is listed once, through the first one met.
  const seen = new Set<string>([top.id]);
  let managers: ManagerOnPath[] = [{ id: top.id, path: [top] }];
  while (managers.length > 0) {
    const answers = await mapWithConcurrency(managers, concurrency, async (manager) => ({
      manager,
      children: await readDirectClients(api, credentials, manager.id, top.id),
    }));
    const next: ManagerOnPath[] = [];
    for (const { manager, children } of answers) {
      for (const child of children) {
        const id = readClientId(child);
        if (seen.has(id)) continue;
        seen.add(id);
        if (child.manager === true) {
          next.push({ id, path: [...manager.path, { id, name: readName(child.descriptiveName) }] });
        } else {
          clients.push(toAdAccount(id, child, { managerId: top.id, managerPath: manager.path }));
        }
      }
    }
    managers = next;
  }
  return clients;
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
  const managers: PlatformManagerStep[] = [];
  for (const { id, fields } of customers) {
    if (fields === null) continue;
    if (fields.manager === true) managers.push({ id, name: readName(fields.descriptiveName) });
    else byId.set(id, toAdAccount(id, fields, DIRECT_ACCESS));
  }
  const clientLists = await mapWithConcurrency(managers, concurrency, (manager) =>
    listManagerHierarchy(api, credentials, manager, concurrency),
  );
  // A client reachable directly wins over the same client through a manager (no header needed);
  // through two managers, the first one listed is used.
  for (const client of clientLists.flat()) if (!byId.has(client.id)) byId.set(client.id, client);
  return [...byId.values()];
}
