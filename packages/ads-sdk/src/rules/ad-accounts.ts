// Spec §3/§4 ad-account rules, written once: the table's sorting, the tagging status and the
// activation rule, the choose-account naming, and how many more accounts a subscription admits.
// The API enforces the last two; the web app shows all of them.
import { PLATFORM_VALUES } from '../generated/enums.js';
import type { components } from '../generated/schema.js';
import {
  findAllowedAdAccountCount,
  type StoredSubscription,
  type Subscription,
} from './subscription-limits.js';

export type AdAccount = components['schemas']['AdAccount'];
export type PlatformAccount = components['schemas']['PlatformAccount'];
export type PlatformAdAccountChoice = components['schemas']['PlatformAdAccountChoice'];
export type Platform = components['schemas']['Platform'];
export type ConnectionStatus = components['schemas']['ConnectionStatus'];
export type TaggingStatus = components['schemas']['TaggingStatus'];

/** Connectable platforms in the order the connect menu lists them; the first is the default. */
export const PLATFORMS = PLATFORM_VALUES;
export const DEFAULT_PLATFORM: Platform = PLATFORMS[0];

/** Spec §1 display names, including the coming-soon logos. */
export const PLATFORM_DISPLAY_NAMES = {
  google: 'Google Ads',
  linkedin: 'LinkedIn Ads',
  meta: 'Meta Ads',
  tiktok: 'TikTok Ads',
} as const;
export const COMING_SOON_PLATFORMS = ['meta', 'tiktok'] as const;

/** Only Google is analysed in search-terms mode (spec §2). */
export const SEARCH_TERMS_PLATFORMS = ['google'] as const satisfies readonly Platform[];

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Sorting (spec §4)

export const AD_ACCOUNT_SORT_KEYS = [
  'name',
  'connectedAt',
  'lastRun',
  'nextRun',
  'lastRunSearchTerm',
  'nextRunSearchTerm',
  'badImpressions',
] as const;
export type AdAccountSortKey = (typeof AD_ACCOUNT_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface AdAccountSort {
  key: AdAccountSortKey;
  order: SortOrder;
}

export const DEFAULT_AD_ACCOUNT_SORT: AdAccountSort = { key: 'connectedAt', order: 'desc' };

/** Clicking the same column while desc gives asc; any other click gives desc. */
export function findNextSort(current: AdAccountSort, clicked: AdAccountSortKey): AdAccountSort {
  if (current.key === clicked && current.order === 'desc') return { key: clicked, order: 'asc' };
  return { key: clicked, order: 'desc' };
}

type SortableAccount = Pick<
  AdAccount,
  | 'resourceName'
  | 'name'
  | 'connectedAt'
  | 'connectionStatus'
  | 'enabled'
  | 'lastRun'
  | 'nextRun'
  | 'lastRunSearchTerm'
  | 'nextRunSearchTerm'
  | 'isSearchTermsValidationEnabled'
  | 'periodSummary'
>;

/** Each mode's next-run column: its switch and its schedule (tagging, or search-term validation). */
const NEXT_RUN_FIELDS = {
  nextRun: {
    isOn: (account: SortableAccount) => account.enabled,
    time: (account: SortableAccount) => account.nextRun?.nextJobTime,
  },
  nextRunSearchTerm: {
    isOn: (account: SortableAccount) => account.isSearchTermsValidationEnabled,
    time: (account: SortableAccount) => account.nextRunSearchTerm?.nextJobTime,
  },
} as const;
type NextRunSortKey = keyof typeof NEXT_RUN_FIELDS;

function isNextRunSortKey(key: AdAccountSortKey): key is NextRunSortKey {
  return key in NEXT_RUN_FIELDS;
}

/**
 * The next-run columns' groups: accounts that need attention come first whatever the direction —
 * disconnected, then switched off, then never scheduled — and only scheduled ones are ordered by
 * time.
 */
function findNextRunGroup(account: SortableAccount, key: NextRunSortKey): number {
  if (account.connectionStatus !== 'CONNECTED') return 0;
  if (!NEXT_RUN_FIELDS[key].isOn(account)) return 1;
  if (NEXT_RUN_FIELDS[key].time(account) === undefined) return 2;
  return 3;
}

function compareNullableNumbers(left: number | null, right: number | null): number {
  // Missing values sort as the smallest, so they sit at the end of a descending list.
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  return left - right;
}

function toTime(value: string | null | undefined): number | null {
  return value ? Date.parse(value) : null;
}

const VALUE_COMPARATORS: Record<
  Exclude<AdAccountSortKey, NextRunSortKey>,
  (left: SortableAccount, right: SortableAccount) => number
> = {
  name: (left, right) => left.name.localeCompare(right.name, 'en', { sensitivity: 'base' }),
  connectedAt: (left, right) =>
    compareNullableNumbers(toTime(left.connectedAt), toTime(right.connectedAt)),
  lastRun: (left, right) =>
    compareNullableNumbers(toTime(left.lastRun?.createdAt), toTime(right.lastRun?.createdAt)),
  // Search-terms mode's "last run" column: the last search-term validation.
  lastRunSearchTerm: (left, right) =>
    compareNullableNumbers(
      toTime(left.lastRunSearchTerm?.createdAt),
      toTime(right.lastRunSearchTerm?.createdAt),
    ),
  badImpressions: (left, right) =>
    compareNullableNumbers(
      left.periodSummary?.calculatedExcludedCost ?? null,
      right.periodSummary?.calculatedExcludedCost ?? null,
    ),
};

function compareResourceNames(left: SortableAccount, right: SortableAccount): number {
  if (left.resourceName === right.resourceName) return 0;
  return left.resourceName < right.resourceName ? -1 : 1;
}

/** A sorted copy; ties fall back to the resource name (ascending), so the order is stable. */
export function sortAdAccounts<T extends SortableAccount>(
  accounts: readonly T[],
  sort: AdAccountSort,
): T[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  const compare = (left: T, right: T): number => {
    if (isNextRunSortKey(sort.key)) {
      const key = sort.key;
      const groupOrder = findNextRunGroup(left, key) - findNextRunGroup(right, key);
      if (groupOrder !== 0) return groupOrder;
      const timeOrder = compareNullableNumbers(
        toTime(NEXT_RUN_FIELDS[key].time(left)),
        toTime(NEXT_RUN_FIELDS[key].time(right)),
      );
      if (timeOrder !== 0) return timeOrder * direction;
      return compareResourceNames(left, right);
    }
    const valueOrder = VALUE_COMPARATORS[sort.key](left, right);
    return valueOrder !== 0 ? valueOrder * direction : compareResourceNames(left, right);
  };
  return [...accounts].sort(compare);
}

// ---------------------------------------------------------------------------------------------
// Tagging status and activation (spec §4)

type StatusInput = Pick<AdAccount, 'connectionStatus' | 'enabled' | 'urlTemplate' | 'brand'>;

/**
 * Auto-tagging's status: error (connection error), active (enabled), disabled (no template
 * chosen), paused. A brief is search-terms mode's and never makes an account taggable.
 */
export function findTaggingStatus(account: StatusInput): TaggingStatus {
  if (account.connectionStatus !== 'CONNECTED') return 'error';
  if (account.enabled) return 'active';
  if (account.urlTemplate === null) return 'disabled';
  return 'paused';
}

/**
 * What the status column says: the spec §4 status, except that a `paused` account whose
 * auto-tagging was never switched on reads `ready` (ready to switch on) — "Paused" would tell a
 * marketer that tagging ran and stopped. An answer without `autoTaggingEnabledAt` (unknown
 * history) keeps `paused`.
 */
export type TaggingStatusLabel = TaggingStatus | 'ready';

export function findTaggingStatusLabel(
  account: StatusInput & Pick<AdAccount, 'autoTaggingEnabledAt'>,
): TaggingStatusLabel {
  const status = findTaggingStatus(account);
  return status === 'paused' && account.autoTaggingEnabledAt === null ? 'ready' : status;
}

export const ACTIVATION_NEEDS_TEMPLATE =
  'Choose a tracking template before turning auto-tagging on';
export const VALIDATION_NEEDS_BRIEF = 'Choose an AI brief before turning search-term validation on';
export const ACTIVATION_NEEDS_CONNECTION =
  'Reconnect this ad account before turning auto-tagging on';

/**
 * Why an account's auto-tagging cannot be switched on, or null when it can (spec §4 activation
 * rule, tagging mode: a template; search-terms mode's validation needs a brief instead, see
 * findValidationBlocker).
 */
export function findActivationBlocker(account: StatusInput): string | null {
  if (account.connectionStatus !== 'CONNECTED') return ACTIVATION_NEEDS_CONNECTION;
  if (account.urlTemplate === null) return ACTIVATION_NEEDS_TEMPLATE;
  return null;
}

export const RUN_NEEDS_TEMPLATE = 'No tracking template: assign one before running';
export const RUN_NEEDS_CONNECTION = 'Reconnect this ad account before running';

export type RunObstacle = 'connection' | 'template';

/**
 * Whether an account can run, the one rule behind "Run now", "Remove parameters", the API's
 * start, its scheduler and the run itself: nothing runs on a broken connection; tagging needs a
 * template, taking parameters off does not. Null when it can run.
 */
export function findRunObstacle(
  account: { connectionStatus: ConnectionStatus; hasTemplate: boolean },
  action: 'run' | 'remove',
): RunObstacle | null {
  if (account.connectionStatus !== 'CONNECTED') return 'connection';
  if (action === 'run' && !account.hasTemplate) return 'template';
  return null;
}

/**
 * Why "Run now" or "Remove parameters" would not run an account, in words, or null when it would
 * (findRunObstacle). Asked before the confirmation, so the user is not told after it.
 */
export function findRunBlocker(
  account: Pick<AdAccount, 'connectionStatus' | 'urlTemplate'>,
  action: 'run' | 'remove',
): string | null {
  const obstacle = findRunObstacle(
    { connectionStatus: account.connectionStatus, hasTemplate: account.urlTemplate !== null },
    action,
  );
  if (obstacle === 'connection') return RUN_NEEDS_CONNECTION;
  if (obstacle === 'template') return RUN_NEEDS_TEMPLATE;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Choose-account list (spec §3 platform account)

export const NONAME_ACCOUNT = 'noname account';

export interface ChoosableAccount {
  /** The spec converts ids to numbers; Google customer ids (10 digits) and LinkedIn ids fit. */
  id: number;
  name: string;
  currencyCode: string | null;
  isManager: boolean;
  isReadOnly: boolean;
  isConnected: boolean;
  /** Google: the managers above the account, top first, named like accounts; empty if direct. */
  managers: Array<{ id: string; name: string }>;
}

export function toChoosableAccount(choice: PlatformAdAccountChoice): ChoosableAccount {
  return {
    id: Number(choice.id),
    name: choice.name || choice.descriptiveName || NONAME_ACCOUNT,
    currencyCode: choice.currencyCode,
    isManager: choice.isManager,
    isReadOnly: choice.isReadOnly,
    isConnected: choice.isConnected,
    managers: choice.managerPath.map((step) => ({
      id: step.id,
      name: step.name || NONAME_ACCOUNT,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Subscription allowance for connecting (spec §4 block flag and maximum)

const BLOCKING_TYPES: readonly Subscription['type'][] = ['blocked', 'paused', 'deleted'];

export type AdAccountAllowance =
  | { isAllowed: true; remaining: number }
  | {
      isAllowed: false;
      code: 'SUBSCRIPTION_BLOCKED' | 'AD_ACCOUNT_LIMIT_REACHED';
      remaining: number;
    };

/**
 * Whether `adding` more accounts may be connected. Every subscription type has its maximum
 * (`max_allowed_ac + extra_allowed_ac`); the API refuses past it, whatever the button showed.
 */
export function findAdAccountAllowance(
  subscription: StoredSubscription,
  adding: number,
): AdAccountAllowance {
  const remaining = Math.max(
    0,
    findAllowedAdAccountCount(subscription) - subscription.alreadyConnectedAdAccountsCount,
  );
  if (BLOCKING_TYPES.includes(subscription.type))
    return { isAllowed: false, code: 'SUBSCRIPTION_BLOCKED', remaining: 0 };
  if (adding > remaining) return { isAllowed: false, code: 'AD_ACCOUNT_LIMIT_REACHED', remaining };
  return { isAllowed: true, remaining };
}

// ---------------------------------------------------------------------------------------------
// Resource names

const RESOURCE_NAME_PREFIX: Record<Platform, string> = {
  google: 'customers/',
  linkedin: 'urn:li:sponsoredAccount:',
};

/** Google `customers/{id}`, LinkedIn `urn:li:sponsoredAccount:{id}`. */
export function toAdAccountResourceName(platform: Platform, adAccountId: string | number): string {
  return `${RESOURCE_NAME_PREFIX[platform]}${String(adAccountId)}`;
}
