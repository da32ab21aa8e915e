import {
  findActivationBlocker,
  findRunBlocker,
  type AdAccount,
  type Platform,
} from '@utmost/ads-sdk';

/** The five steps from a new organization to its first run, in order. */
const FIRST_RUN_STEP_IDS = [
  'connect',
  'chooseAccounts',
  'createTemplate',
  'assignAndEnable',
  'runNow',
] as const;
export type FirstRunStepId = (typeof FIRST_RUN_STEP_IDS)[number];

/** What the checklist is computed from: the organization's real data, nothing remembered. */
export interface FirstRunFacts {
  /** Connected platform logins (any status). */
  logins: readonly { platform: Platform; email: string }[];
  adAccounts: readonly Pick<
    AdAccount,
    'platform' | 'urlTemplate' | 'enabled' | 'lastRun' | 'connectionStatus'
  >[];
  templates: readonly { id: string; name: string; platform: Platform }[];
}

interface FirstRunStep {
  id: FirstRunStepId;
  isDone: boolean;
}

export interface FirstRunProgress {
  steps: FirstRunStep[];
  /** The first step not done, or null once every step is. */
  current: FirstRunStepId | null;
  doneCount: number;
  /** The platform the next steps are about: the first added account's, else the first login's. */
  platform: Platform | null;
  /** A template the assign step can offer: the platform's first, else the first usable. */
  template: { id: string; name: string } | null;
}

/**
 * Where a new organization stands on its way to a first run. Each step is done by what exists, so
 * a step done some other way (a template made from the templates page, an account switched on in
 * the table) is ticked all the same, and a step undone (the last account removed) shows again:
 * - connect: a login is connected, or ad accounts exist (which need one);
 * - chooseAccounts: an ad account is added;
 * - createTemplate: a template exists for the platform of an added account (any, before that);
 * - assignAndEnable: an account has a template and auto-tagging on;
 * - runNow: an account has run.
 */
export function findFirstRunProgress(facts: FirstRunFacts): FirstRunProgress {
  const { logins, adAccounts, templates } = facts;
  const accountPlatforms = new Set(adAccounts.map((account) => account.platform));
  const platform = adAccounts[0]?.platform ?? logins[0]?.platform ?? null;
  const usableTemplates =
    accountPlatforms.size === 0
      ? templates
      : templates.filter((template) => accountPlatforms.has(template.platform));
  const template =
    usableTemplates.find((candidate) => candidate.platform === platform) ??
    usableTemplates[0] ??
    null;
  const done: Record<FirstRunStepId, boolean> = {
    connect: logins.length > 0 || adAccounts.length > 0,
    chooseAccounts: adAccounts.length > 0,
    createTemplate: usableTemplates.length > 0,
    assignAndEnable: adAccounts.some((account) => account.urlTemplate !== null && account.enabled),
    runNow: adAccounts.some((account) => account.lastRun !== null),
  };
  const steps = FIRST_RUN_STEP_IDS.map((id) => ({ id, isDone: done[id] }));
  return {
    steps,
    current: steps.find((step) => !step.isDone)?.id ?? null,
    doneCount: steps.filter((step) => step.isDone).length,
    platform,
    template: template === null ? null : { id: template.id, name: template.name },
  };
}

/**
 * The accounts the assign step gives a template of `platform`: those of the platform without one
 * (the ones the step is about), or every account of the platform when each already has one.
 */
export function findAccountsToAssign<T extends Pick<AdAccount, 'platform' | 'urlTemplate'>>(
  accounts: readonly T[],
  platform: Platform,
): T[] {
  const ofPlatform = accounts.filter((account) => account.platform === platform);
  const withoutTemplate = ofPlatform.filter((account) => account.urlTemplate === null);
  return withoutTemplate.length > 0 ? withoutTemplate : ofPlatform;
}

/** The accounts that have a template but auto-tagging off, and may be switched on. */
export function findAccountsToEnable<
  T extends Pick<AdAccount, 'enabled' | 'connectionStatus' | 'urlTemplate' | 'brand'>,
>(accounts: readonly T[]): T[] {
  return accounts.filter(
    (account) =>
      !account.enabled && account.urlTemplate !== null && findActivationBlocker(account) === null,
  );
}

/** The accounts the run step runs: those a run would tag, the switched-on ones if any are. */
export function findAccountsToRun<
  T extends Pick<AdAccount, 'enabled' | 'connectionStatus' | 'urlTemplate'>,
>(accounts: readonly T[]): T[] {
  const runnable = accounts.filter((account) => findRunBlocker(account, 'run') === null);
  const enabled = runnable.filter((account) => account.enabled);
  return enabled.length > 0 ? enabled : runnable;
}
