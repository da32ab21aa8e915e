import type { PlatformAdAccount, PlatformCredentials } from '../ad-platform.js';
import { collectPages } from '../http/paginate.js';
import type { LinkedInApi, LinkedInElement } from './linkedin-api.js';
import { readUrnId } from './restli.js';

// The sponsored accounts a LinkedIn member can see: the member's roles (adAccountUsers, finder
// authenticatedUser) joined with the accounts themselves (adAccounts search). VIEWER can read but
// not change creatives, so those accounts are marked read-only.

const READ_ONLY_ROLES = new Set(['VIEWER']);

function readString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readAccountId(element: LinkedInElement): string {
  const id = element.id;
  if (typeof id === 'number' || typeof id === 'string') return readUrnId(String(id));
  return '';
}

export async function listLinkedInAdAccounts(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  pageSize: number,
): Promise<PlatformAdAccount[]> {
  const users = await collectPages(
    api.find(credentials, 'adAccountUsers', { q: 'authenticatedUser' }),
  );
  const roleByAccountId = new Map<string, string>();
  for (const user of users) {
    const account = readString(user.account);
    const role = readString(user.role);
    if (account && role) roleByAccountId.set(readUrnId(account), role);
  }

  const accounts = await collectPages(
    api.find(
      credentials,
      'adAccounts',
      { q: 'search', search: { status: { values: ['ACTIVE'] } } },
      { pageSize },
    ),
  );
  return accounts
    .map((element): PlatformAdAccount => {
      const id = readAccountId(element);
      const role = roleByAccountId.get(id);
      return {
        id,
        name: readString(element.name),
        descriptiveName: null,
        currencyCode: readString(element.currency),
        status: readString(element.status) ?? 'UNKNOWN',
        isTestAccount: element.test === true,
        managerId: null,
        isReadOnly: role !== undefined && READ_ONLY_ROLES.has(role),
      };
    })
    .filter((account) => account.id !== '');
}
