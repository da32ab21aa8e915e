import {
  DEFAULT_TEMPLATE_ID,
  HUBSPOT_TEMPLATE_ID,
  DEFAULT_TEMPLATE_NAME,
  HUBSPOT_TEMPLATE_NAME,
  UTM_KEYS,
  type DynamicValue,
  type Platform,
  type TemplatePreset,
} from '@utmost/ads-sdk';
import { DEFAULT_URL_TEMPLATES, HUBSPOT_URL_TEMPLATES, listDynamicValues } from '@utmost/tagging';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { Caller } from '../../identity/index.js';
import { listUrlTemplates } from '../repositories/url-template-repository.js';
import { authorizeOrganization } from '../../identity/index.js';

// What the template editor offers: the platform's dynamic values and presets (the tagging engine's
// catalogue, the same one a run resolves with) and the parameter names worth suggesting.

/** The dynamic values a template may use on the platform, in the order the editor offers them. */
export function listPlatformDynamicValues(platform: Platform): DynamicValue[] {
  return listDynamicValues(platform).map((definition) => ({
    value: definition.placeholder,
    label: definition.label,
    source: definition.source,
  }));
}

/** The editor's starting point; its new draft is kept under this id (spec §3). */
export function findDefaultTemplate(platform: Platform): TemplatePreset {
  return {
    id: DEFAULT_TEMPLATE_ID,
    name: DEFAULT_TEMPLATE_NAME,
    platformType: platform,
    urlTemplate: { ...DEFAULT_URL_TEMPLATES[platform] },
  };
}

export function findHubSpotTemplate(platform: Platform): TemplatePreset {
  return {
    id: HUBSPOT_TEMPLATE_ID,
    name: HUBSPOT_TEMPLATE_NAME,
    platformType: platform,
    urlTemplate: { ...HUBSPOT_URL_TEMPLATES[platform] },
  };
}

export interface TemplateKeyChoice {
  key: string;
  isUtm: boolean;
}

/**
 * The UTM keys in their fixed order, then every other parameter name the organization's templates
 * on the platform use, alphabetically (a stable list however templates come and go).
 */
export async function listTemplateKeys(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
): Promise<TemplateKeyChoice[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'templates:view');
  const utmKeys: ReadonlySet<string> = new Set(UTM_KEYS);
  const customKeys = new Set<string>();
  for (const template of await listUrlTemplates(deps.db, scope, platform)) {
    for (const entry of template.entries) {
      if (!utmKeys.has(entry.name)) customKeys.add(entry.name);
    }
  }
  return [
    ...UTM_KEYS.map((key) => ({ key, isUtm: true })),
    ...[...customKeys].sort().map((key) => ({ key, isUtm: false })),
  ];
}
