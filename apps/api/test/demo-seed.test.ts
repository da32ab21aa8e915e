import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/features/identity/auth/password-hashing.js';
import { users } from '../src/features/identity/schema.js';
import { listOrganizationsOfUser } from '../src/features/identity/repositories/organization-repository.js';
import { findUserByEmail } from '../src/features/identity/repositories/user-repository.js';
import {
  DEMO_EMAIL,
  DEMO_LOGIN_FILE,
  generateDemoPassword,
  seedDemoAccount,
} from '../src/features/identity/services/demo-seed-service.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { isPasswordStrong } from '@utmost/ads-sdk/schemas';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.destroy();
});

describe('the demo account (embedded mode)', () => {
  it('is seeded once with its organization, and every start answers the same login', async () => {
    const { db } = testDatabase.database;
    const first = await seedDemoAccount(db, testDatabase.dataDir);
    expect(first.email).toBe(DEMO_EMAIL);
    const second = await seedDemoAccount(db, testDatabase.dataDir);
    expect(second).toEqual(first);
    const user = await findUserByEmail(db, DEMO_EMAIL);
    expect(user && (await verifyPassword(first.password, user.passwordHash ?? ''))).toBe(true);
    const organizations = await listOrganizationsOfUser(db, user?.id ?? '');
    expect(organizations.map(({ organization, role }) => [organization.name, role])).toEqual([
      ['Utmost Demo', 'owner'],
    ]);
  });

  it('counts the demo address as verified, also for a demo account seeded before verification', async () => {
    const { db } = testDatabase.database;
    await seedDemoAccount(db, testDatabase.dataDir);
    const user = await findUserByEmail(db, DEMO_EMAIL);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    await db.update(users).set({ emailVerifiedAt: null });
    await seedDemoAccount(db, testDatabase.dataDir);
    expect((await findUserByEmail(db, DEMO_EMAIL))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('gets a new password when the login file is gone, so the printed login still works', async () => {
    const { db } = testDatabase.database;
    const before = await seedDemoAccount(db, testDatabase.dataDir);
    await rm(join(testDatabase.dataDir, DEMO_LOGIN_FILE));
    const after = await seedDemoAccount(db, testDatabase.dataDir);
    expect(after.password).not.toBe(before.password);
    const user = await findUserByEmail(db, DEMO_EMAIL);
    expect(await verifyPassword(after.password, user?.passwordHash ?? '')).toBe(true);
  });

  it('generates passwords within the spec §5 policy', () => {
    for (let index = 0; index < 50; index += 1) {
      expect(isPasswordStrong(generateDemoPassword())).toBe(true);
    }
  });
});
