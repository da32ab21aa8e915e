import { DEFAULT_TEMPLATE_NAME, HUBSPOT_TEMPLATE_NAME } from '@utmost/ads-sdk';
import type { PlatformName } from '@utmost/platforms';
import type { UrlTemplateMap } from './url-template.js';

// Ready-made templates: the default one the editor's new draft starts from and a HubSpot-style
// preset per platform (served by `GET /{platform}/defaultUrlTemplate` and `…/hubSpotUrlTemplate`).
// Their names are reserved in `@utmost/ads-sdk`.

export { DEFAULT_TEMPLATE_NAME, HUBSPOT_TEMPLATE_NAME };

const staticValue = (value: string) => ({ value, isDynamic: false });
const dynamicValue = (value: string) => ({ value, isDynamic: true });

export const DEFAULT_URL_TEMPLATES: Record<PlatformName, UrlTemplateMap> = {
  google: {
    utm_source: staticValue('google'),
    utm_medium: staticValue('cpc'),
    utm_campaign: dynamicValue('{campaign_name}'),
    utm_term: dynamicValue('{keyword}'),
    utm_content: dynamicValue('{ad_id}'),
  },
  linkedin: {
    utm_source: staticValue('linkedin'),
    utm_medium: staticValue('paid_social'),
    utm_campaign: dynamicValue('{campaign_name}'),
    utm_content: dynamicValue('{creative_name}'),
  },
};

/**
 * Modelled on the parameters HubSpot's ads integration appends (`hsa_*` next to the UTMs), so that
 * HubSpot attributes the visit to the account, campaign, ad group / campaign group and ad.
 * [unconfirmed: HubSpot's exact list and the LinkedIn mapping of hsa_cam / hsa_grp]
 */
export const HUBSPOT_URL_TEMPLATES: Record<PlatformName, UrlTemplateMap> = {
  google: {
    utm_source: staticValue('adwords'),
    utm_medium: staticValue('ppc'),
    utm_campaign: dynamicValue('{campaign_name}'),
    utm_term: dynamicValue('{keyword}'),
    hsa_acc: dynamicValue('{account_id}'),
    hsa_cam: dynamicValue('{campaignid}'),
    hsa_grp: dynamicValue('{adgroupid}'),
    hsa_ad: dynamicValue('{creative}'),
    hsa_src: dynamicValue('{network}'),
    hsa_tgt: dynamicValue('{targetid}'),
    hsa_kw: dynamicValue('{keyword}'),
    hsa_mt: dynamicValue('{matchtype}'),
    hsa_net: staticValue('adwords'),
    hsa_ver: staticValue('3'),
  },
  linkedin: {
    utm_source: staticValue('linkedin'),
    utm_medium: staticValue('paid'),
    utm_campaign: dynamicValue('{campaign_name}'),
    hsa_acc: dynamicValue('{account_id}'),
    hsa_cam: dynamicValue('{campaign_group_id}'),
    hsa_grp: dynamicValue('{campaign_id}'),
    hsa_ad: dynamicValue('{creative_id}'),
    hsa_net: staticValue('linkedin'),
    hsa_ver: staticValue('3'),
  },
};
