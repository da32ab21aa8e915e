import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../auth/auth-store';
import {
  createMemoryStorage,
  createOrganizationMemory,
  ORGANIZATION_STORAGE_KEY,
  rememberOrganizationChoices,
} from './organization-memory';

describe('organization memory', () => {
  it('remembers the organization per user', () => {
    const memory = createOrganizationMemory(createMemoryStorage());
    memory.remember('u-1', 'org-1');
    memory.remember('u-2', 'org-9');
    memory.remember('u-1', 'org-2');
    expect(memory.recall('u-1')).toBe('org-2');
    expect(memory.recall('u-2')).toBe('org-9');
    expect(memory.recall('u-3')).toBeNull();
  });

  it('reads junk or a blocked storage as nothing remembered', () => {
    const storage = createMemoryStorage();
    storage.setItem(ORGANIZATION_STORAGE_KEY, '{not json');
    expect(createOrganizationMemory(storage).recall('u-1')).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const memory = createOrganizationMemory(blocked);
    expect(() => memory.remember('u-1', 'org-1')).not.toThrow();
    expect(memory.recall('u-1')).toBeNull();
  });

  it('follows every organization selected in the auth state, and keeps it after logout', () => {
    const auth = createAuthStore();
    const memory = createOrganizationMemory(createMemoryStorage());
    rememberOrganizationChoices(auth, memory);
    auth.logIn(
      { id: 'u-1', email: 'a@example.com', firstName: 'A', lastName: 'B' },
      {
        organizationId: 'org-1',
      },
    );
    auth.updateAuthState({ organizationId: 'org-2', workspaceId: null });
    auth.logout();
    expect(memory.recall('u-1')).toBe('org-2');
  });
});
