import type { PlatformAdAccount, PlatformCredentials } from '../ad-platform.js';
import { collectPages } from '../http/paginate.js';
import type { LinkedInApi, LinkedInElement } from './linkedin-api.js';
import { buildRestliQuery, readUrnId } from './restli.js';

// The sponsored accounts a LinkedIn member can see: the member's roles (adAccountUsers, finder
// authenticatedUser) joined with the accounts themselves (adAccounts search). VIEWER can read but
// not change creatives, so those accounts are marked read-only.

const READ_ONLY_ROLES = new Set(['VIEWER']);

/** A stop for a finder that keeps answering full pages. */
const MAX_ROLE_PAGES = 1_000;

interface OffsetPage {
  elements?: LinkedInElement[];
  paging?: { start?: number; count?: number; total?: number };
}

/**
 * The member's roles. adAccountUsers pages by offset (`start` / `count`, Rest.li's classic paging
 * that https://learn.microsoft.com/en-us/linkedin/marketing/integrations/ads/account-structure/create-and-manage-account-users
 * documents for this finder), not by cursor: reading one page only would drop the roles beyond it,
 * and with them the read-only marks.
 */
async function listRoles(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  count: number,
): Promise<LinkedInElement[]> {
  const roles: LinkedInElement[] = [];
  for (let page = 0; page < MAX_ROLE_PAGES; page += 1) {
    const start = page * count;
    const query = buildRestliQuery({ q: 'authenticatedUser', start, count });
    const body = (await api.get(credentials, `adAccountUsers?${query}`)) as OffsetPage;
    const elements = body.elements ?? [];
    roles.push(...elements);
    const total = body.paging?.total;
    const isLast =
      elements.length < count || (typeof total === 'number' && start + elements.length >= total);
    if (isLast) break;
  }
  return roles;
}

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
  const users = await listRoles(api, credentials, pageSize);
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
        managerPath: [],
        isReadOnly: role !== undefined && READ_ONLY_ROLES.has(role),
      };
    })
    .filter((account) => account.id !== '');
}
