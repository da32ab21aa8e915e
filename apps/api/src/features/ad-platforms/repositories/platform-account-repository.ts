import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { platformAccounts } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { normalizeEmail } from '../../identity/index.js';

export type PlatformAccountRow = typeof platformAccounts.$inferSelect;
export type AdPlatformName = PlatformAccountRow['platform'];

/** Sealed tokens as stored; `refreshTokenSealed` null keeps the one already stored. */
export interface SealedTokens {
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
}

export interface ConnectedLogin extends SealedTokens {
  platform: AdPlatformName;
  email: string;
  providerSubject: string;
  workspaceId: string | null;
  connectedByUserId: string;
  connectedAt: Date;
}

/**
 * Creates the login or, when the organization already has it (same platform and e-mail),
 * replaces its tokens and clears its error: reconnecting is connecting again.
 */
export async function upsertConnectedPlatformAccount(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  login: ConnectedLogin,
): Promise<PlatformAccountRow> {
  const values = {
    ...login,
    email: normalizeEmail(login.email),
    organizationId: scope.organizationId,
    connectionStatus: 'CONNECTED' as const,
    connectionError: null,
  };
  const [row] = await executor
    .insert(platformAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [platformAccounts.organizationId, platformAccounts.platform, platformAccounts.email],
      set: {
        providerSubject: values.providerSubject,
        accessTokenSealed: values.accessTokenSealed,
        // A provider may leave the refresh token out of a repeated consent: keep the old one.
        refreshTokenSealed: sql`coalesce(excluded.refresh_token_sealed, ${platformAccounts.refreshTokenSealed})`,
        accessTokenExpiresAt: values.accessTokenExpiresAt,
        refreshTokenExpiresAt: sql`coalesce(excluded.refresh_token_expires_at, ${platformAccounts.refreshTokenExpiresAt})`,
        scopes: values.scopes,
        connectionStatus: 'CONNECTED',
        connectionError: null,
        connectedAt: values.connectedAt,
        connectedByUserId: values.connectedByUserId,
        workspaceId: sql`coalesce(excluded.workspace_id, ${platformAccounts.workspaceId})`,
        updatedAt: values.connectedAt,
      },
    })
    .returning();
  if (!row) throw new Error('Upserting a platform account returned no row');
  return row;
}

/** The logins that are connected or failing (disconnected ones are history), newest first. */
export async function listLinkedPlatformAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
): Promise<PlatformAccountRow[]> {
  return executor
    .select()
    .from(platformAccounts)
    .where(
      and(
        eq(platformAccounts.organizationId, scope.organizationId),
        eq(platformAccounts.platform, platform),
        ne(platformAccounts.connectionStatus, 'NOT_CONNECTED'),
      ),
    )
    .orderBy(desc(platformAccounts.connectedAt), desc(platformAccounts.id));
}

/** A linked (not disconnected) login of the organization by its e-mail. */
export async function findLinkedPlatformAccount(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  email: string,
): Promise<PlatformAccountRow | undefined> {
  const [row] = await executor
    .select()
    .from(platformAccounts)
    .where(
      and(
        eq(platformAccounts.organizationId, scope.organizationId),
        eq(platformAccounts.platform, platform),
        eq(platformAccounts.email, normalizeEmail(email)),
        ne(platformAccounts.connectionStatus, 'NOT_CONNECTED'),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the organization ever connected this login (disconnected ones included). */
export async function hasPlatformAccount(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  email: string,
): Promise<boolean> {
  const rows = await executor
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(
      and(
        eq(platformAccounts.organizationId, scope.organizationId),
        eq(platformAccounts.platform, platform),
        eq(platformAccounts.email, normalizeEmail(email)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findPlatformAccountById(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
): Promise<PlatformAccountRow | undefined> {
  const [row] = await executor
    .select()
    .from(platformAccounts)
    .where(
      and(eq(platformAccounts.id, id), eq(platformAccounts.organizationId, scope.organizationId)),
    )
    .limit(1);
  return row;
}

/** Stores refreshed tokens; a null refresh token leaves the stored one in place. */
export async function updatePlatformAccountTokens(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  tokens: SealedTokens,
  now: Date,
): Promise<PlatformAccountRow | undefined> {
  const [row] = await executor
    .update(platformAccounts)
    .set({
      accessTokenSealed: tokens.accessTokenSealed,
      ...(tokens.refreshTokenSealed !== null && {
        refreshTokenSealed: tokens.refreshTokenSealed,
      }),
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      ...(tokens.refreshTokenExpiresAt !== null && {
        refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
      }),
      ...(tokens.scopes.length > 0 && { scopes: tokens.scopes }),
      updatedAt: now,
    })
    .where(
      and(
        eq(platformAccounts.id, id),
        eq(platformAccounts.organizationId, scope.organizationId),
        eq(platformAccounts.connectionStatus, 'CONNECTED'),
      ),
    )
    .returning();
  return row;
}

/** The grant is gone: the login shows its error (with Reconnect) until connected again. */
export async function markPlatformAccountFailed(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  connectionError: string,
  now: Date,
): Promise<void> {
  await executor
    .update(platformAccounts)
    .set({ connectionStatus: 'ERROR', connectionError, updatedAt: now })
    .where(
      and(
        eq(platformAccounts.id, id),
        eq(platformAccounts.organizationId, scope.organizationId),
        eq(platformAccounts.connectionStatus, 'CONNECTED'),
      ),
    );
}

/** Forgets the tokens; the row stays so that its ad accounts keep their history. */
export async function markPlatformAccountDisconnected(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  now: Date,
): Promise<void> {
  await executor
    .update(platformAccounts)
    .set({
      connectionStatus: 'NOT_CONNECTED',
      connectionError: null,
      accessTokenSealed: null,
      refreshTokenSealed: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(eq(platformAccounts.id, id), eq(platformAccounts.organizationId, scope.organizationId)),
    );
}
