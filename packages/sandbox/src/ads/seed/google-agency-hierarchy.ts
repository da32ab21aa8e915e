import { createStaticAccount, type GoogleAccountData } from './google-account-data.js';
import { defineCustomer } from './google-builders.js';
import type { GoogleCustomer, GoogleCustomerStatus } from './google-types.js';

// An agency's nested managers, for choose-account at scale: a top manager (MCC), five
// sub-managers under it and 300 usable clients across three levels (10 directly under the top
// manager, 58 under each sub-manager), plus clients that Google still lists but that cannot be
// used (cancelled, suspended, closed). Reached only through its own login, so the demo logins keep
// their short lists. Client accounts hold no campaigns: choose-account reads only their names.

export const AGENCY_TOP_MANAGER_ID = '7700000001';
export const AGENCY_SUB_MANAGER_COUNT = 5;
export const AGENCY_DIRECT_CLIENT_COUNT = 10;
export const AGENCY_CLIENTS_PER_SUB_MANAGER = 58;
/** Clients choose-account offers: every ENABLED one. */
export const AGENCY_USABLE_CLIENT_COUNT =
  AGENCY_DIRECT_CLIENT_COUNT + AGENCY_SUB_MANAGER_COUNT * AGENCY_CLIENTS_PER_SUB_MANAGER;

const SUB_MANAGER_NAMES = ['Avora', 'Belcor', 'Cyrene', 'Dunmar', 'Elvaro'];
// Invented brand syllables: client names must not echo real advertisers or search terms.
const FIRST_SYLLABLES = ['Zan', 'Vel', 'Qor', 'Tam', 'Ryn', 'Lux', 'Mav', 'Nox', 'Pel', 'Syl'];
const LAST_SYLLABLES = ['dria', 'vex', 'quin', 'thos', 'mira', 'zul'];

// Among the clients Google lists under each manager, these are not usable, in this order.
const UNUSABLE_STATUSES: readonly GoogleCustomerStatus[] = ['CANCELED', 'SUSPENDED', 'CLOSED'];

function subManagerId(index: number): string {
  return `77100000${String(index + 1).padStart(2, '0')}`;
}

function clientId(managerIndex: number, position: number): string {
  // managerIndex 0 is the top manager, 1..5 the sub-managers.
  return `772${String(managerIndex).padStart(2, '0')}${String(position).padStart(5, '0')}`;
}

function nameClient(serial: number): string {
  const first = FIRST_SYLLABLES[serial % FIRST_SYLLABLES.length] ?? 'Zan';
  const last =
    LAST_SYLLABLES[Math.floor(serial / FIRST_SYLLABLES.length) % LAST_SYLLABLES.length] ?? 'dria';
  return `${first}${last} ${String(serial + 1).padStart(3, '0')}`;
}

interface GeneratedClients {
  clients: GoogleCustomer[];
  ids: string[];
}

/** `usable` ENABLED clients of one manager, then one client of each unusable status. */
function generateClients(managerIndex: number, usable: number, firstSerial: number) {
  const generated: GeneratedClients = { clients: [], ids: [] };
  for (let position = 0; position < usable + UNUSABLE_STATUSES.length; position += 1) {
    const isUsable = position < usable;
    const id = clientId(managerIndex, position + 1);
    const status = isUsable ? 'ENABLED' : (UNUSABLE_STATUSES[position - usable] ?? 'CANCELED');
    generated.clients.push(
      defineCustomer({
        id,
        descriptiveName: nameClient(
          isUsable
            ? firstSerial + position
            : AGENCY_USABLE_CLIENT_COUNT +
                managerIndex * UNUSABLE_STATUSES.length +
                position -
                usable,
        ),
        currencyCode: position % 4 === 3 ? 'EUR' : 'USD',
        timeZone: 'America/New_York',
        status,
      }),
    );
    generated.ids.push(id);
  }
  return generated;
}

/** Every customer of the agency hierarchy: managers and clients, each as an account. */
export function createAgencyHierarchyAccounts(): GoogleAccountData[] {
  const customers: GoogleCustomer[] = [];
  const direct = generateClients(0, AGENCY_DIRECT_CLIENT_COUNT, 0);
  customers.push(...direct.clients);
  const subManagerIds: string[] = [];
  SUB_MANAGER_NAMES.forEach((name, index) => {
    const under = generateClients(
      index + 1,
      AGENCY_CLIENTS_PER_SUB_MANAGER,
      AGENCY_DIRECT_CLIENT_COUNT + index * AGENCY_CLIENTS_PER_SUB_MANAGER,
    );
    customers.push(...under.clients);
    const id = subManagerId(index);
    subManagerIds.push(id);
    customers.push(
      defineCustomer({
        id,
        descriptiveName: `${name} (MCC)`,
        currencyCode: 'USD',
        timeZone: 'America/New_York',
        isManager: true,
        clientIds: under.ids,
      }),
    );
  });
  customers.push(
    defineCustomer({
      id: AGENCY_TOP_MANAGER_ID,
      descriptiveName: 'Meridian (MCC)',
      currencyCode: 'USD',
      timeZone: 'America/New_York',
      isManager: true,
      clientIds: [...direct.ids, ...subManagerIds],
    }),
  );
  return customers.map((customer) => createStaticAccount({ customer }));
}
