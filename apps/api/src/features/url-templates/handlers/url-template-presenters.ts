import type { components } from '@utmost/ads-sdk';
import { toUrlTemplateMap } from '@utmost/tagging';
import type { UrlTemplateListing } from '../services/url-template-service.js';

type Schemas = components['schemas'];

/** Spec §3 URL template: the stored parameter list back as the ordered map, with its users. */
export function presentUrlTemplate(template: UrlTemplateListing): Schemas['UrlTemplate'] {
  return {
    id: template.id,
    name: template.name,
    platformType: template.platform,
    urlTemplate: toUrlTemplateMap(template.entries),
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
    adAccounts: template.adAccounts,
  };
}
