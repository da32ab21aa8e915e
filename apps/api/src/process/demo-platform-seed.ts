import { toAdAccountResourceName, type Platform } from '@utmost/ads-sdk';
import type { AdPlatformDependencies } from '../features/ad-platforms/platforms/ad-platform-dependencies.js';
import { DEFAULT_CONNECT_RESULT_PATH } from '../features/ad-platforms/platforms/connect-redirect.js';
import type { UserCaller } from '../features/identity/index.js';
import { listOrganizationsOfUser } from '../features/identity/index.js';
import { grantOrganizationScope } from '../core/db/organization-scope.js';
import { hasPlatformAccount } from '../features/ad-platforms/repositories/platform-account-repository.js';
import { placeDemoOnLocalPlan, raiseExtraAllowedAdAccounts } from '../features/identity/index.js';
import { findUserByEmail } from '../features/identity/index.js';
import { addAdAccounts } from '../features/ad-platforms/services/ad-account-service.js';
import {
  DEMO_TEMPLATE_NAMES,
  seedDemoTemplate,
  type DemoTemplate,
} from '../features/url-templates/index.js';
import { seedDemoBrief } from '../features/briefs/index.js';
import { updateAdAccounts } from '../features/ad-platforms/services/ad-account-changes-service.js';
import { finishPlatformConnection } from '../features/ad-platforms/services/platform-connect-finish.js';
import { startPlatformConnection } from '../features/ad-platforms/services/platform-connect-service.js';

// Embedded mode: the demo organization starts with a sandbox Google login and a LinkedIn login
// connected, a few ad accounts added (issue 4) and a tracking template assigned to some of them
// (issue 5), so a newcomer sees a populated product at once.
// The logins go through the real connect flow against the mounted sandbox, so the stored tokens
// are the sandbox's own and keep working (with its state file, across restarts too).

/**
 * The demo is on the local Starter plan (5 ad accounts, no payment) and fills it (3 + 2); it gets
 * 5 more so that a newcomer can still try connecting accounts of their own, against a limit the
 * Subscription tab shows.
 */
export const DEMO_EXTRA_ALLOWED_AD_ACCOUNTS = 5;
export const DEMO_PLAN = { productId: 'starter', interval: 'monthly' } as const;

interface DemoLogin {
  platform: Platform;
  email: string;
  adAccountIds: string[];
  template: DemoTemplate;
  /**
   * Accounts of the template that get auto-tagging switched on, so that `runs start --all` and the
   * SDK README's first script do something on a fresh demo (issue 27). Their first auto run is one
   * run interval away (a day by default), so a start never surprises anyone with a run; the demo's
   * other accounts stay paused for a newcomer (and the e2e files) to switch on.
   */
  autoTaggingAdAccountIds: string[];
}

/** From the sandbox's fixed catalogue; loaded only in sandbox mode (DESIGN §1 seams). */
async function findDemoLogins(): Promise<DemoLogin[]> {
  const { SANDBOX_AD_CATALOG: catalog } = await import('@utmost/sandbox');
  const { customers } = catalog.google;
  const { accounts } = catalog.linkedin;
  return [
    {
      platform: 'google',
      email: catalog.google.logins.ada,
      adAccountIds: [customers.hearthly, customers.sproutstrong, customers.engines],
      template: {
        name: DEMO_TEMPLATE_NAMES.google,
        adAccountIds: [customers.hearthly, customers.sproutstrong],
      },
      autoTaggingAdAccountIds: [customers.sproutstrong],
    },
    {
      platform: 'linkedin',
      email: catalog.linkedin.logins.margaret,
      adAccountIds: [String(accounts.apollo), String(accounts.hamilton)],
      template: { name: DEMO_TEMPLATE_NAMES.linkedin, adAccountIds: [String(accounts.apollo)] },
      autoTaggingAdAccountIds: [],
    },
  ];
}

export interface DemoPlatformSeedResult {
  /** E-mails of the logins connected by this run (none when they were seeded before). */
  connected: string[];
  adAccountCount: number;
  /** Names of the tracking templates created by this run. */
  templates: string[];
  /** Names of the AI briefs created by this run. */
  briefs: string[];
}

/**
 * Connects each demo login the organization never had (a login the demo owner disconnected stays
 * disconnected), adds its accounts and gives them their template; only with a login connected
 * now, so a template the demo owner deleted stays deleted. Failures are logged and skipped: the
 * demo still starts.
 */
export async function seedDemoPlatforms(
  deps: AdPlatformDependencies,
  demoEmail: string,
): Promise<DemoPlatformSeedResult> {
  const result: DemoPlatformSeedResult = {
    connected: [],
    adAccountCount: 0,
    templates: [],
    briefs: [],
  };
  const user = await findUserByEmail(deps.db, demoEmail);
  const [membership] = user ? await listOrganizationsOfUser(deps.db, user.id) : [];
  if (!user || !membership) return result;
  const organizationId = membership.organization.id;
  const scope = grantOrganizationScope(organizationId, membership.role);
  // The seed acts as the demo owner; it has no browser session of its own.
  const caller: UserCaller = { kind: 'user', userId: user.id, familyId: 'demo-seed' };
  await placeDemoOnLocalPlan(deps, scope, DEMO_PLAN);
  await raiseExtraAllowedAdAccounts(deps.db, scope, DEMO_EXTRA_ALLOWED_AD_ACCOUNTS);
  for (const login of await findDemoLogins()) {
    if (!deps.platforms.find(login.platform)) continue;
    if (await hasPlatformAccount(deps.db, scope, login.platform, login.email)) continue;
    try {
      await connectInProcess(deps, login, { userId: user.id, organizationId });
      const added = await addAdAccounts(deps, caller, login.platform, organizationId, {
        email: login.email,
        adAccountIds: login.adAccountIds,
      });
      result.connected.push(login.email);
      result.adAccountCount += added.length;
    } catch (error) {
      deps.logger.warn(
        { err: error, platform: login.platform },
        'Seeding a demo platform login failed; the demo starts without it',
      );
      continue;
    }
    try {
      const target = { platform: login.platform, organizationId };
      await seedDemoTemplate(deps, caller, target, login.template);
      result.templates.push(login.template.name);
      if (login.autoTaggingAdAccountIds.length > 0) {
        await updateAdAccounts(deps, caller, login.platform, organizationId, {
          resourceNames: login.autoTaggingAdAccountIds.map((id) =>
            toAdAccountResourceName(login.platform, id),
          ),
          changes: { enabled: true },
        });
      }
    } catch (error) {
      deps.logger.warn(
        { err: error, platform: login.platform },
        'Seeding a demo tracking template failed; the demo starts without it',
      );
    }
    if (login.platform === 'google') {
      try {
        result.briefs.push(await seedGoogleDemoBrief(deps, caller, organizationId));
      } catch (error) {
        deps.logger.warn(
          { err: error },
          'Seeding the demo AI brief failed; the demo starts without it',
        );
      }
    }
  }
  return result;
}

/** Search-terms mode's demo: the search-term advertiser's brief, assigned to its account. */
async function seedGoogleDemoBrief(
  deps: AdPlatformDependencies,
  caller: UserCaller,
  organizationId: string,
): Promise<string> {
  const { SANDBOX_AD_CATALOG: catalog, SANDBOX_DEMO_BRIEF: brief } =
    await import('@utmost/sandbox');
  const saved = await seedDemoBrief(deps, caller, organizationId, brief);
  await updateAdAccounts(deps, caller, 'google', organizationId, {
    resourceNames: [`customers/${catalog.google.customers.hearthly}`],
    changes: { brandId: saved.id },
  });
  return saved.briefName;
}

/** The connect popup without a browser: start, the sandbox's instant consent, the callback. */
async function connectInProcess(
  deps: AdPlatformDependencies,
  login: DemoLogin,
  who: { userId: string; organizationId: string },
): Promise<void> {
  const started = await startPlatformConnection(deps, {
    platform: login.platform,
    userId: who.userId,
    organizationId: who.organizationId,
    workspaceId: undefined,
    requestedUserId: undefined,
    redirectUrl: `${deps.publicUrl}${DEFAULT_CONNECT_RESULT_PATH}`,
    loginHint: login.email,
    browserCookie: undefined,
  });
  if (started.kind === 'refused') throw started.failure;
  const consent = await deps.fetch(started.location, { redirect: 'manual' });
  const callback = consent.headers.get('location');
  if (consent.status !== 302 || callback === null) {
    throw new Error(`The sandbox answered the authorization with ${consent.status}`);
  }
  const answer = Object.fromEntries(new URL(callback).searchParams);
  const finished = await finishPlatformConnection(
    deps,
    login.platform,
    answer,
    started.browserCookie,
  );
  if (finished.kind === 'refused') throw finished.failure;
}
