import { toAdAccountResourceName, type Platform } from '@utmost/ads-sdk';
import { DEFAULT_URL_TEMPLATES } from '@utmost/tagging';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { Caller } from '../../identity/index.js';
import { updateAdAccounts } from '../../ad-platforms/index.js';
import { saveUrlTemplate } from './url-template-service.js';

// Embedded mode: with each demo login comes a tracking template assigned to some of its ad
// accounts, so the demo shows accounts ready to tag. They stay switched off: turning tagging on
// is the newcomer's first step. Saved and assigned through the services the API uses.

export interface DemoTemplate {
  name: string;
  /** Platform ids of the accounts to assign it to. */
  adAccountIds: string[];
}

export const DEMO_TEMPLATE_NAMES = {
  google: 'Google search UTMs',
  linkedin: 'Paid social — default UTMs',
} as const satisfies Record<Platform, string>;

/** Creates the template from the platform's default parameters and assigns it. */
export async function seedDemoTemplate(
  deps: AdPlatformDependencies,
  caller: Caller,
  target: { platform: Platform; organizationId: string },
  template: DemoTemplate,
): Promise<void> {
  const { platform, organizationId } = target;
  const saved = await saveUrlTemplate(
    deps,
    caller,
    { platform, organizationId, workspaceId: undefined },
    { name: template.name, platformType: platform, urlTemplate: DEFAULT_URL_TEMPLATES[platform] },
  );
  await updateAdAccounts(deps, caller, platform, organizationId, {
    resourceNames: template.adAccountIds.map((id) => toAdAccountResourceName(platform, id)),
    changes: { urlTemplateId: saved.template.id },
  });
}
