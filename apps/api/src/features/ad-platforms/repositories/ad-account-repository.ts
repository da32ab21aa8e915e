import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adAccounts, platformAccounts } from '../schema.js';
import { brands } from '../../briefs/schema.js';
import { searchTermRuns } from '../../search-terms/schema.js';
import { urlTemplates } from '../../url-templates/schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { AdPlatformName } from './platform-account-repository.js';

export type AdAccountRow = typeof adAccounts.$inferSelect;
export type NewAdAccountRow = Omit<typeof adAccounts.$inferInsert, 'organizationId'>;

/**
 * An ad account with the e-mail of the login it is reached through and the names of its tracking
 * template and AI brief (the row the API shows).
 */
export type AdAccountListing = AdAccountRow & {
  platformAccountEmail: string;
  urlTemplateName: string | null;
  brandName: string | null;
  /** When the last finished search-term validation run was requested (spec lastRunSearchTerm). */
  lastSearchTermRunAt: Date | null;
  /** The excluded terms' cost of the last completed validation run (spec periodSummary). */
  excludedCostMicros: number | null;
  /** The part of it whose terms brought conversions, and how many (0 for older runs). */
  excludedCostWithConversionsMicros: number;
  excludedConversions: number;
};

type ConnectionStatus = AdAccountRow['connectionStatus'];

/** A figure of the account's last completed validation run's summary; null without one. */
function latestSummaryFigure(key: string, type: 'bigint' | 'double precision') {
  return sql<number | null>`(
    select (${searchTermRuns.summary} ->> ${key}::text)::${sql.raw(type)} from ${searchTermRuns}
    where ${searchTermRuns.adAccountId} = ${adAccounts.id} and ${searchTermRuns.state} = 'completed'
    order by ${searchTermRuns.createdAt} desc limit 1
  )`.mapWith(Number);
}

const listingColumns = {
  account: adAccounts,
  platformAccountEmail: platformAccounts.email,
  urlTemplateName: urlTemplates.name,
  brandName: brands.briefName,
  lastSearchTermRunAt: sql<Date | null>`(
    select max(${searchTermRuns.createdAt}) from ${searchTermRuns}
    where ${searchTermRuns.adAccountId} = ${adAccounts.id} and ${searchTermRuns.state} <> 'pending'
  )`.mapWith(searchTermRuns.createdAt),
  excludedCostMicros: latestSummaryFigure('excludedCostMicros', 'bigint'),
  excludedCostWithConversionsMicros: latestSummaryFigure(
    'excludedCostWithConversionsMicros',
    'bigint',
  ),
  excludedConversions: latestSummaryFigure('excludedConversions', 'double precision'),
};

function toListing(row: {
  account: AdAccountRow;
  platformAccountEmail: string;
  urlTemplateName: string | null;
  brandName: string | null;
  lastSearchTermRunAt: Date | null;
  excludedCostMicros: number | null;
  excludedCostWithConversionsMicros: number | null;
  excludedConversions: number | null;
}): AdAccountListing {
  return {
    ...row.account,
    platformAccountEmail: row.platformAccountEmail,
    urlTemplateName: row.urlTemplateName,
    brandName: row.brandName,
    lastSearchTermRunAt: row.lastSearchTermRunAt,
    excludedCostMicros: row.excludedCostMicros,
    excludedCostWithConversionsMicros: row.excludedCostWithConversionsMicros ?? 0,
    excludedConversions: row.excludedConversions ?? 0,
  };
}

/** The listing's joins: the login always, the template when one is assigned. */
function selectListings(executor: DatabaseExecutor) {
  return executor
    .select(listingColumns)
    .from(adAccounts)
    .innerJoin(platformAccounts, eq(platformAccounts.id, adAccounts.platformAccountId))
    .leftJoin(urlTemplates, eq(urlTemplates.id, adAccounts.urlTemplateId))
    .leftJoin(brands, eq(brands.id, adAccounts.brandId));
}

/** Newest connection first, then by resource name so equal times keep one order. */
export async function listAdAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
): Promise<AdAccountListing[]> {
  const rows = await selectListings(executor)
    .where(
      and(eq(adAccounts.organizationId, scope.organizationId), eq(adAccounts.platform, platform)),
    )
    .orderBy(desc(adAccounts.connectedAt), adAccounts.resourceName);
  return rows.map(toListing);
}

export async function findAdAccountsByResourceNames(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  resourceNames: readonly string[],
): Promise<AdAccountListing[]> {
  if (resourceNames.length === 0) return [];
  const rows = await selectListings(executor).where(
    and(
      eq(adAccounts.organizationId, scope.organizationId),
      eq(adAccounts.platform, platform),
      inArray(adAccounts.resourceName, [...resourceNames]),
    ),
  );
  return rows.map(toListing);
}

/** Every ad account of the organization, whatever its state: each holds a place in the plan. */
export async function insertAdAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  rows: readonly NewAdAccountRow[],
): Promise<AdAccountRow[]> {
  if (rows.length === 0) return [];
  return executor
    .insert(adAccounts)
    .values(rows.map((row) => ({ ...row, organizationId: scope.organizationId })))
    .returning();
}

/** Moves an account whose login was disconnected or failed to a login that sees it now. */
export async function reattachAdAccount(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  changes: Pick<
    AdAccountRow,
    'platformAccountId' | 'name' | 'currencyCode' | 'managerId' | 'isReadOnly' | 'connectedAt'
  >,
): Promise<AdAccountRow | undefined> {
  const [row] = await executor
    .update(adAccounts)
    .set({
      ...changes,
      connectionStatus: 'CONNECTED',
      connectionError: null,
      updatedAt: changes.connectedAt,
    })
    .where(
      and(
        eq(adAccounts.id, id),
        eq(adAccounts.organizationId, scope.organizationId),
        ne(adAccounts.connectionStatus, 'CONNECTED'),
      ),
    )
    .returning();
  return row;
}

/** What an ad account's owner may change: whether it tags, with which template, which brief. */
export type AdAccountSettings = Partial<
  Pick<
    AdAccountRow,
    'enabled' | 'urlTemplateId' | 'brandId' | 'searchTermsValidationEnabled' | 'nextSearchTermRunAt'
  >
>;

export async function updateAdAccountSettings(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  ids: readonly string[],
  settings: AdAccountSettings,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(adAccounts)
    .set({
      ...settings,
      // Switching on records when; an account already on keeps its time, switching off keeps it
      // too, so "paused" can be told from "never switched on".
      ...(settings.enabled === true && {
        autoTaggingEnabledAt: sql`case when ${adAccounts.enabled} then coalesce(${adAccounts.autoTaggingEnabledAt}, ${now}) else ${now} end`,
      }),
      updatedAt: now,
    })
    .where(
      and(eq(adAccounts.organizationId, scope.organizationId), inArray(adAccounts.id, [...ids])),
    );
}

export async function deleteAdAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await executor
    .delete(adAccounts)
    .where(
      and(eq(adAccounts.organizationId, scope.organizationId), inArray(adAccounts.id, [...ids])),
    )
    .returning({ id: adAccounts.id });
  return deleted.length;
}

/**
 * Sets the connection state of every ad account reached through one login, e.g. ERROR when its
 * grant is revoked or NOT_CONNECTED (and disabled) when it is disconnected. `onlyFrom` limits
 * the change to accounts in those states. Answers how many changed.
 */
export async function setLoginAdAccountsConnection(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platformAccountId: string,
  change: { status: ConnectionStatus; error: string | null; isDisabled?: boolean; now: Date },
  onlyFrom?: readonly ConnectionStatus[],
): Promise<number> {
  const changed = await executor
    .update(adAccounts)
    .set({
      connectionStatus: change.status,
      connectionError: change.error,
      ...(change.isDisabled === true && { enabled: false }),
      updatedAt: change.now,
    })
    .where(
      and(
        eq(adAccounts.organizationId, scope.organizationId),
        eq(adAccounts.platformAccountId, platformAccountId),
        ...(onlyFrom ? [inArray(adAccounts.connectionStatus, [...onlyFrom])] : []),
      ),
    )
    .returning({ id: adAccounts.id });
  return changed.length;
}

export async function findAdAccountById(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
): Promise<AdAccountRow | undefined> {
  const [row] = await executor
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.organizationId, scope.organizationId), eq(adAccounts.id, id)));
  return row;
}

/**
 * Spec §3 nextRun: enabled accounts get their first auto run one interval from now (an account
 * already scheduled keeps its time); disabled ones have none.
 */
export async function scheduleAdAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  ids: readonly string[],
  firstRunAt: Date | null,
): Promise<void> {
  if (ids.length === 0) return;
  const scoped = and(
    eq(adAccounts.organizationId, scope.organizationId),
    inArray(adAccounts.id, [...ids]),
  );
  if (firstRunAt === null) {
    await executor.update(adAccounts).set({ nextRunAt: null }).where(scoped);
    return;
  }
  await executor
    .update(adAccounts)
    .set({ nextRunAt: firstRunAt })
    .where(and(scoped, eq(adAccounts.enabled, true), isNull(adAccounts.nextRunAt)));
}

/**
 * Whether the organization has the tracking template on the platform; `share` locks its row so
 * that it cannot be deleted before the assignment commits.
 */
export async function hasUrlTemplate(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  id: string,
  lock?: 'share',
): Promise<boolean> {
  const query = executor
    .select({ id: urlTemplates.id })
    .from(urlTemplates)
    .where(
      and(
        eq(urlTemplates.organizationId, scope.organizationId),
        eq(urlTemplates.platform, platform),
        eq(urlTemplates.id, id),
      ),
    );
  const rows = await (lock === undefined ? query : query.for(lock));
  return rows.length > 0;
}

/** Whether the organization has this brief; `share` keeps it from being deleted meanwhile. */
export async function hasBrief(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  lock?: 'share',
): Promise<boolean> {
  const query = executor
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.organizationId, scope.organizationId), eq(brands.id, id)));
  const rows = await (lock === undefined ? query : query.for(lock));
  return rows.length > 0;
}
