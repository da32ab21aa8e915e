// Migration 0016 brings the keys made before issue 26's rule in line with it: keys whose maker left
// are revoked, keys above their maker's role now are lowered, the rest stay as they were.
import { readFile } from 'node:fs/promises';
import type { ApiKeyRole, MemberRole } from '@utmost/ads-sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { insertApiKey } from '../../src/features/identity/repositories/api-key-repository.js';
import { apiKeys, memberships } from '../../src/features/identity/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, type TestAccount } from '../helpers/identity-fixtures.js';

const MIGRATION = new URL('../../drizzle/0016_api_keys_follow_their_makers.sql', import.meta.url);

let testApp: TestApp;
let owner: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'MigrationOwner');
});

afterAll(async () => {
  await testApp.close();
});

/** A key made by a new admin of the owner's organization, whose membership then becomes `now`. */
async function insertKeyOfMaker(keyRole: ApiKeyRole, now: MemberRole | 'removed') {
  const { db } = testApp.testDatabase.database;
  const maker = await createTestAccount(db, 'MigrationMaker');
  await addMember(db, owner.organization.id, maker, 'admin');
  const scope = grantOrganizationScope(owner.organization.id, 'admin');
  const key = await insertApiKey(db, scope, {
    name: `${keyRole} key`,
    role: keyRole,
    prefix: 'utm_test',
    keyHash: `hash-${maker.user.id}`,
    createdByUserId: maker.user.id,
  });
  const membershipOfMaker = and(
    eq(memberships.organizationId, owner.organization.id),
    eq(memberships.userId, maker.user.id),
  );
  if (now === 'removed') await db.delete(memberships).where(membershipOfMaker);
  else await db.update(memberships).set({ role: now }).where(membershipOfMaker);
  return key.id;
}

async function runMigration(): Promise<void> {
  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) {
    await testApp.testDatabase.database.db.execute(sql.raw(statement));
  }
}

async function readKey(keyId: string) {
  const [row] = await testApp.testDatabase.database.db
    .select({ role: apiKeys.role, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.id, keyId));
  return { role: row?.role, isRevoked: row?.revokedAt != null };
}

describe('migration 0016: older keys follow their makers', () => {
  it('revokes keys of makers who left, lowers keys above their role, keeps the others', async () => {
    const ofRemoved = await insertKeyOfMaker('member', 'removed');
    const adminOfMember = await insertKeyOfMaker('admin', 'member');
    const memberOfExternal = await insertKeyOfMaker('member', 'external');
    const adminOfAdmin = await insertKeyOfMaker('admin', 'admin');
    const externalOfMember = await insertKeyOfMaker('external', 'member');
    const adminOfOwner = await insertKeyOfMaker('admin', 'owner');

    await runMigration();

    expect(await readKey(ofRemoved)).toEqual({ role: 'member', isRevoked: true });
    expect(await readKey(adminOfMember)).toEqual({ role: 'member', isRevoked: false });
    expect(await readKey(memberOfExternal)).toEqual({ role: 'external', isRevoked: false });
    expect(await readKey(adminOfAdmin)).toEqual({ role: 'admin', isRevoked: false });
    expect(await readKey(externalOfMember)).toEqual({ role: 'external', isRevoked: false });
    expect(await readKey(adminOfOwner)).toEqual({ role: 'admin', isRevoked: false });
  });
});
