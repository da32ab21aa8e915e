import { createStaticAccount, type GoogleAccountData } from './google-account-data.js';
import { buildUrlOfLength } from './build-url-of-length.js';
import { defineAd, defineAdGroup, defineCampaign, defineCustomer } from './google-builders.js';
import type { GoogleCampaign, GoogleCampaignType } from './google-types.js';

// "Analytical Engines": the account that holds every campaign type of spec §3 and every awkward
// ad the tagging engine must survive: no landing page, unparsable URLs, URLs at the length limits,
// existing UTMs, foreign parameters and fragments, paused and removed items, ad types AdService
// cannot update, tracking set at every level.

const CUSTOMER_ID = '4120000003';
const SITE = 'https://analytical-engines.example';

export const ENGINES_CUSTOMER = defineCustomer({
  id: CUSTOMER_ID,
  descriptiveName: 'Analytical Engines Ltd',
  currencyCode: 'USD',
  timeZone: 'America/New_York',
  trackingUrlTemplate: '{lpurl}?acct_src=adwords',
});

const campaign = (
  id: string,
  name: string,
  type: GoogleCampaignType,
  extra: Partial<GoogleCampaign> = {},
): GoogleCampaign => defineCampaign(CUSTOMER_ID, id, name, type, extra);

const campaigns = [
  campaign('21000000301', 'Search – Difference Engine', 'SEARCH', {
    trackingUrlTemplate: '{lpurl}?cmp=search',
    urlCustomParameters: [{ key: 'season', value: 'spring' }],
  }),
  campaign('21000000302', 'Search – Legacy ad formats', 'SEARCH'),
  campaign('21000000303', 'Display – Punch cards', 'DISPLAY', {
    finalUrlSuffix: 'utm_source=google&utm_medium=display',
  }),
  campaign('21000000304', 'Shopping – Gears', 'SHOPPING'),
  campaign('21000000305', 'Hotel – Babbage Inn', 'HOTEL'),
  campaign('21000000306', 'Video – How it works', 'VIDEO'),
  campaign('21000000307', 'App – Engine companion', 'MULTI_CHANNEL'),
  campaign('21000000308', 'Local – London workshop', 'LOCAL'),
  campaign('21000000309', 'Smart – Repairs', 'SMART'),
  campaign('21000000310', 'Performance Max – All products', 'PERFORMANCE_MAX', {
    finalUrlSuffix: 'utm_campaign=pmax',
  }),
  campaign('21000000311', 'Local Services – Engine servicing', 'LOCAL_SERVICES'),
  campaign('21000000312', 'Travel – Factory tours', 'TRAVEL'),
  campaign('21000000313', 'Demand Gen – Curious minds', 'DEMAND_GEN'),
  campaign('21000000314', 'Discovery – Legacy', 'DISCOVERY'),
  campaign('21000000315', 'Imported campaign', 'UNKNOWN'),
  campaign('21000000316', 'Unspecified campaign', 'UNSPECIFIED'),
  campaign('21000000317', 'Search – Paused season', 'SEARCH', { status: 'PAUSED' }),
  campaign('21000000318', 'Search – Removed', 'SEARCH', { status: 'REMOVED' }),
];

const adGroups = [
  defineAdGroup('21000000301', '31000000301', 'Core machines', {
    finalUrlSuffix: 'utm_content=core',
  }),
  defineAdGroup('21000000301', '31000000302', 'Edge cases'),
  defineAdGroup('21000000301', '31000000303', 'Paused group', { status: 'PAUSED' }),
  defineAdGroup('21000000301', '31000000304', 'Removed group', { status: 'REMOVED' }),
  defineAdGroup('21000000302', '31000000305', 'Old text ads'),
  defineAdGroup('21000000303', '31000000306', 'Banners'),
  defineAdGroup('21000000304', '31000000307', 'All gears'),
  defineAdGroup('21000000305', '31000000308', 'Rooms'),
  defineAdGroup('21000000306', '31000000309', 'Explainers'),
  defineAdGroup('21000000307', '31000000310', 'Installs'),
  defineAdGroup('21000000308', '31000000311', 'Store visits'),
  defineAdGroup('21000000309', '31000000312', 'Smart ads'),
  defineAdGroup('21000000312', '31000000313', 'Tours'),
  defineAdGroup('21000000313', '31000000314', 'Multi-asset'),
  defineAdGroup('21000000314', '31000000315', 'Discovery assets'),
  defineAdGroup('21000000315', '31000000316', 'Imported'),
  defineAdGroup('21000000316', '31000000317', 'Unspecified'),
  defineAdGroup('21000000317', '31000000318', 'Off season'),
  defineAdGroup('21000000318', '31000000319', 'Gone'),
];

const ads = [
  // Clean responsive search ads, with tracking at ad level on some.
  defineAd('31000000301', '41000000301', 'RESPONSIVE_SEARCH_AD', [`${SITE}/difference-engine`]),
  defineAd('31000000301', '41000000302', 'RESPONSIVE_SEARCH_AD', [`${SITE}/analytical-engine`], {
    finalUrlSuffix: 'utm_source=google&utm_medium=cpc&utm_campaign=engines',
    trackingUrlTemplate: '{lpurl}?ad_track={creative}',
    urlCustomParameters: [{ key: 'promo', value: 'spring24' }],
  }),
  defineAd('31000000301', '41000000303', 'RESPONSIVE_SEARCH_AD', [`${SITE}/store`], {
    finalMobileUrls: [`${SITE}/m/store`],
  }),
  // Existing UTMs in the URL, foreign parameters, a fragment.
  defineAd('31000000302', '41000000304', 'RESPONSIVE_SEARCH_AD', [
    `${SITE}/offers?utm_source=newsletter&utm_medium=email&ref=partner42#pricing`,
  ]),
  defineAd('31000000302', '41000000305', 'RESPONSIVE_SEARCH_AD', [
    `${SITE}/catalogue?colour=brass&size=xl&sort=price_asc#reviews`,
  ]),
  // No landing page at all.
  defineAd('31000000302', '41000000306', 'RESPONSIVE_SEARCH_AD', []),
  // Unparsable URLs.
  defineAd('31000000302', '41000000307', 'RESPONSIVE_SEARCH_AD', [
    'htp:/analytical engines.example',
  ]),
  defineAd('31000000302', '41000000308', 'RESPONSIVE_SEARCH_AD', [
    'www.analytical-engines.example',
  ]),
  // Near the limits: 480 characters (the LinkedIn-sized 500 budget) and 2040 of Google's 2048.
  defineAd('31000000302', '41000000309', 'RESPONSIVE_SEARCH_AD', [
    buildUrlOfLength(`${SITE}/long?campaign=near-500`, 480),
  ]),
  defineAd('31000000302', '41000000310', 'RESPONSIVE_SEARCH_AD', [
    buildUrlOfLength(`${SITE}/very-long?campaign=near-2048`, 2040),
  ]),
  defineAd('31000000302', '41000000311', 'RESPONSIVE_SEARCH_AD', [
    buildUrlOfLength(`${SITE}/longest`, 2048),
  ]),
  // International domain, encoded characters, ValueTrack already in the suffix.
  defineAd(
    '31000000302',
    '41000000312',
    'RESPONSIVE_SEARCH_AD',
    ['https://bücher.analytical-engines.example/straße?q=%C3%BC&x=a%26b'],
    { finalUrlSuffix: 'gclsrc={network}&kw={keyword}' },
  ),
  defineAd('31000000302', '41000000313', 'CALL_AD', []),
  // Paused and removed ads, and ads in paused or removed parents.
  defineAd('31000000301', '41000000314', 'RESPONSIVE_SEARCH_AD', [`${SITE}/paused`], {
    status: 'PAUSED',
  }),
  defineAd('31000000301', '41000000315', 'RESPONSIVE_SEARCH_AD', [`${SITE}/removed`], {
    status: 'REMOVED',
  }),
  defineAd('31000000303', '41000000316', 'RESPONSIVE_SEARCH_AD', [`${SITE}/paused-group`]),
  defineAd('31000000304', '41000000317', 'RESPONSIVE_SEARCH_AD', [`${SITE}/removed-group`]),
  defineAd('31000000318', '41000000318', 'RESPONSIVE_SEARCH_AD', [`${SITE}/off-season`]),
  defineAd('31000000319', '41000000319', 'RESPONSIVE_SEARCH_AD', [`${SITE}/gone`]),
  // Types AdService cannot update.
  defineAd('31000000305', '41000000320', 'TEXT_AD', [`${SITE}/text-ad`]),
  defineAd('31000000305', '41000000321', 'EXPANDED_TEXT_AD', [`${SITE}/expanded-text-ad`]),
  defineAd('31000000305', '41000000322', 'EXPANDED_DYNAMIC_SEARCH_AD', []),
  defineAd('31000000306', '41000000323', 'IMAGE_AD', [`${SITE}/banner`], {
    name: 'Punch card 300x250',
  }),
  defineAd('31000000306', '41000000324', 'GMAIL_AD', [`${SITE}/gmail`], { name: 'Gmail promo' }),
  defineAd('31000000306', '41000000325', 'RESPONSIVE_DISPLAY_AD', [`${SITE}/display`], {
    name: 'Responsive display',
  }),
  // One ad (or none) of every other campaign type.
  defineAd('31000000307', '41000000326', 'SHOPPING_PRODUCT_AD', []),
  defineAd('31000000308', '41000000327', 'HOTEL_AD', []),
  defineAd('31000000309', '41000000328', 'VIDEO_RESPONSIVE_AD', [`${SITE}/video`], {
    name: 'Explainer 30s',
  }),
  defineAd('31000000309', '41000000329', 'VIDEO_AD', [`${SITE}/video-legacy`], {
    name: 'Explainer 6s bumper',
  }),
  defineAd('31000000310', '41000000330', 'APP_AD', []),
  defineAd('31000000311', '41000000331', 'LOCAL_AD', [`${SITE}/visit`]),
  defineAd('31000000312', '41000000332', 'SMART_CAMPAIGN_AD', [`${SITE}/repairs`]),
  defineAd('31000000313', '41000000333', 'TRAVEL_AD', []),
  defineAd('31000000314', '41000000334', 'DEMAND_GEN_MULTI_ASSET_AD', [`${SITE}/curious`], {
    name: 'Curious minds',
  }),
  defineAd('31000000315', '41000000335', 'DISCOVERY_MULTI_ASSET_AD', [`${SITE}/discover`]),
  defineAd('31000000316', '41000000336', 'RESPONSIVE_SEARCH_AD', [`${SITE}/imported`]),
  defineAd('31000000317', '41000000337', 'RESPONSIVE_SEARCH_AD', [`${SITE}/unspecified`]),
];

export function createEnginesAccount(): GoogleAccountData {
  return createStaticAccount({ customer: ENGINES_CUSTOMER, campaigns, adGroups, ads });
}
