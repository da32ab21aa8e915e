import type { AuthStore } from '../auth/auth-store';

/**
 * The organization each user last worked in, on this device: one entry mapping user ids to
 * organization ids. Spec §3 keeps only the user on the device; issue 25 asks for the organization
 * to survive a reload, a new tab and a pasted link, which only the device (or the address) can do
 * before the organizations load. A remembered id is a preference, never a permission: it is used
 * only when the server's list of the user's organizations holds it.
 */
export const ORGANIZATION_STORAGE_KEY = 'utmost.organizations';

type OrganizationStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface OrganizationMemory {
  recall(userId: string): string | null;
  remember(userId: string, organizationId: string): void;
}

function readChoices(storage: OrganizationStorage): Record<string, string> {
  try {
    const json: unknown = JSON.parse(storage.getItem(ORGANIZATION_STORAGE_KEY) ?? '{}');
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    return Object.fromEntries(
      Object.entries(json).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    // Unreadable JSON or a blocked storage: nothing is remembered.
    return {};
  }
}

/** A memory over `storage` (localStorage in the browser, a map in tests). */
export function createOrganizationMemory(storage: OrganizationStorage): OrganizationMemory {
  return {
    recall: (userId) => readChoices(storage)[userId] ?? null,
    remember(userId, organizationId) {
      const choices = readChoices(storage);
      if (choices[userId] === organizationId) return;
      try {
        storage.setItem(
          ORGANIZATION_STORAGE_KEY,
          JSON.stringify({ ...choices, [userId]: organizationId }),
        );
      } catch {
        // A full or blocked storage only costs the next visit its remembered organization.
      }
    },
  };
}

/** A storage that lives as long as the page: the default where no device storage is given. */
export function createMemoryStorage(): OrganizationStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

/** Remembers every organization the user selects (login, switch, link); returns the unsubscribe. */
export function rememberOrganizationChoices(
  auth: Pick<AuthStore, 'getState' | 'subscribe'>,
  memory: OrganizationMemory,
): () => void {
  const save = () => {
    const { userId, organizationId } = auth.getState();
    if (userId !== null && organizationId !== null) memory.remember(userId, organizationId);
  };
  save();
  return auth.subscribe(save);
}
