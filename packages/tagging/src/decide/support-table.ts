// What the engine can tag, in one place (platform-apis.md §A and §B). Entries marked
// `isConfirmed: false` could not be checked against an authoritative page: their `note` says what
// was assumed. Keys are upper case; lookups upper-case the platform's value (spec §3: types and
// formats are also seen in lower case).

export type SupportLevel = 'supported' | 'not_supported';

export interface SupportEntry {
  support: SupportLevel;
  note: string;
  isConfirmed: boolean;
}

const supported = (note: string, isConfirmed = true): SupportEntry => ({
  support: 'supported',
  note,
  isConfirmed,
});
const notSupported = (note: string, isConfirmed = true): SupportEntry => ({
  support: 'not_supported',
  note,
  isConfirmed,
});

export const SUPPORT_TABLE = {
  google: {
    /** `campaign.advertising_channel_type`; a type not listed is not supported. */
    campaignTypes: {
      SEARCH: supported('Ad-level final_url_suffix / tracking_url_template via ads:mutate'),
      DISPLAY: supported('Responsive display ads; IMAGE_AD is excluded by ad type'),
      // Assumed: Demand Gen ads are ad_group_ad rows AdService can update like search ads.
      DEMAND_GEN: supported('Demand Gen ads updated at ad level', false),
      // Assumed: DISCOVERY is Demand Gen's former name (the spec lists it, the API now says DEMAND_GEN).
      DISCOVERY: supported('Former name of Demand Gen', false),
      PERFORMANCE_MAX: notSupported(
        'No ad_group_ad: tracking lives at campaign or asset group level',
      ),
      // Assumed: product ads carry no URL fields of their own (URLs come from Merchant Center).
      SHOPPING: notSupported('Product ads have no ad-level URL fields', false),
      // Assumed: video campaigns are read-only through the Google Ads API.
      VIDEO: notSupported('Video campaigns cannot be changed through the API', false),
      // Assumed: Smart campaigns are managed through SmartCampaignSettingService, not ads.
      SMART: notSupported('Smart campaign ads are managed by Google', false),
      // Assumed: app campaigns send clicks to an app store, not a landing page.
      MULTI_CHANNEL: notSupported('App campaigns have no landing page', false),
      // Assumed: hotel and travel ads link to Google-built booking pages.
      HOTEL: notSupported('Hotel ads have no ad-level landing page', false),
      TRAVEL: notSupported('Travel ads have no ad-level landing page', false),
      LOCAL_SERVICES: notSupported('Local Services ads have no landing page'),
      // Assumed: Local campaigns were migrated to Performance Max.
      LOCAL: notSupported('Local campaigns were upgraded to Performance Max', false),
      UNKNOWN: notSupported('Campaign type unknown to this API version'),
      UNSPECIFIED: notSupported('Campaign type not specified'),
    } satisfies Record<string, SupportEntry>,
    /** `ad_group_ad.ad.type` exceptions inside supported campaign types; others are supported. */
    adTypes: {
      TEXT_AD: notSupported('AdService cannot update TextAd'),
      EXPANDED_DYNAMIC_SEARCH_AD: notSupported('AdService cannot update ExpandedDynamicSearchAd'),
      GMAIL_AD: notSupported('AdService cannot update GmailAd'),
      IMAGE_AD: notSupported('AdService cannot update ImageAd'),
      // Assumed: Google stopped edits to expanded text ads in June 2022 (pause / remove only).
      EXPANDED_TEXT_AD: notSupported('Expanded text ads can no longer be edited', false),
    } satisfies Record<string, SupportEntry>,
    modes: {
      direct: supported('Ad-level final URL suffix'),
      tracking: supported('Ad-level tracking template {lpurl}?…'),
      drop_direct: supported('Restores the suffix and template from history'),
    },
  },
  linkedin: {
    /** `adCampaign.format`; a format not listed is not supported. */
    campaignFormats: {
      // Every format below is tagged through its campaign's tracking parameters, which LinkedIn
      // appends to the landing page of every creative of the campaign (dynamic-utm-tracking page).
      // A creative's own landing page is never edited: text and spotlight ads' cannot be changed
      // after creation, article posts ignore contentLandingPage, boosted posts are not editable.
      TEXT_AD: supported('Campaign tracking parameters; the text ad is not edited'),
      SPOTLIGHT: supported('Campaign tracking parameters; the spotlight ad is not edited'),
      SINGLE_VIDEO: supported('Campaign tracking parameters; the post is not edited'),
      STANDARD_UPDATE: supported('Campaign tracking parameters; the post is not edited'),
      SPONSORED_UPDATE_NATIVE_DOCUMENT: supported(
        'Campaign tracking parameters; the post is not edited',
      ),
      // LinkedIn's carousel ad specs: "Once your ad is saved, you cannot edit the carousel cards";
      // the campaign's tracking parameters still reach every card, so a carousel is tagged at
      // campaign level and reported partially updated with that reason (spec §8).
      CAROUSEL: supported('Campaign tracking parameters reach every card; cards are not edited'),
      FOLLOW_COMPANY: notSupported('Follower ads lead to the company page, not a landing page'),
      JOBS: notSupported('Job ads lead to LinkedIn job pages'),
      // Assumed: message and conversation ads' links are set in the message content, which
      // neither a creative edit nor (unconfirmed) the campaign's tracking parameters reach.
      SPONSORED_INMAIL: notSupported(
        'Message ads’ links are written in the message itself, which Utmost cannot tag',
        false,
      ),
      SPONSORED_MESSAGE: notSupported(
        'Conversation ads’ links are written in the conversation itself, which Utmost cannot tag',
        false,
      ),
      // Assumed: event ads lead to the LinkedIn event page.
      SPONSORED_UPDATE_EVENT: notSupported('Event ads lead to the LinkedIn event page', false),
      UNSUPPORTED: notSupported('LinkedIn reports the format as unsupported'),
    } satisfies Record<string, SupportEntry>,
    modes: {
      direct: supported('The campaign’s tracking parameters (adTrackingParameters)'),
      tracking: notSupported('LinkedIn has no tracking template'),
      drop_direct: supported('Restores the campaign’s tracking parameters from history'),
    },
  },
} as const;

/**
 * When a LinkedIn campaign comes without a format, the creative's content kind tells enough:
 * PlatformAd.type is textAd, spotlight, … or `reference` (a post: single image / video / document,
 * or a carousel when it has several cards; `landingPages` keeps one entry per card).
 */
export function inferLinkedInFormat(contentType: string, cardCount: number): string {
  if (contentType === 'textAd') return 'TEXT_AD';
  if (contentType === 'spotlight') return 'SPOTLIGHT';
  if (contentType === 'carousel' || (contentType === 'reference' && cardCount > 1))
    return 'CAROUSEL';
  if (contentType === 'reference') return 'STANDARD_UPDATE';
  return 'UNSUPPORTED';
}

export function lookUpSupport(
  entries: Readonly<Record<string, SupportEntry>>,
  value: string,
): SupportEntry | null {
  // Platforms send upper case; only a lower-case value pays for the conversion.
  return entries[value] ?? entries[value.toUpperCase()] ?? null;
}
