import type { components } from '@utmost/ads-sdk';
import { buildAdAccount, buildUrlTemplate } from '../../../test/api-fixtures';
import { answerContent, type FakeRoutes } from '../../../test/fake-api';

type Schemas = components['schemas'];

export const DYNAMIC_VALUES: Schemas['DynamicValue'][] = [
  { value: '{campaign_name}', label: 'Campaign name', source: 'utmost' },
  { value: '{ad_id}', label: 'Ad ID', source: 'utmost' },
  { value: '{keyword}', label: 'ValueTrack keyword', source: 'valuetrack' },
];

export const TEMPLATE_KEYS: Schemas['TemplateKey'][] = [
  { key: 'utm_source', isUtm: true },
  { key: 'utm_medium', isUtm: true },
  { key: 'utm_campaign', isUtm: true },
  { key: 'utm_term', isUtm: true },
  { key: 'promo', isUtm: false },
];

export const DEFAULT_PRESET: Schemas['TemplatePreset'] = {
  id: 'default',
  name: 'Default tracking template',
  platformType: 'google',
  urlTemplate: {
    utm_source: { value: 'google', isDynamic: false },
    utm_medium: { value: 'cpc', isDynamic: false },
    utm_campaign: { value: '{campaign_name}', isDynamic: true },
  },
};

export const HUBSPOT_PRESET: Schemas['TemplatePreset'] = {
  id: 'hubspot',
  name: 'HubSpot tracking template',
  platformType: 'google',
  urlTemplate: {
    utm_source: { value: 'adwords', isDynamic: false },
    hsa_kw: { value: '{keyword}', isDynamic: true },
  },
};

export const SAVED_TEMPLATE = buildUrlTemplate({
  adAccounts: [{ resourceName: 'customers/111', name: 'Acme EU' }],
});

export const CONNECTED_ACCOUNT = buildAdAccount({ adAccountId: '111', name: 'Acme EU' });

interface PreviewBody {
  urlTemplate: Record<string, { value: string; isDynamic: boolean }>;
  resourceName?: string;
}

/** Renders a preview the way the API does, closely enough for the panel: a query string merged in. */
function answerPreview(body: PreviewBody) {
  const toUtm = Object.entries(body.urlTemplate)
    .map(([name, entry]) => `${name}=${encodeURIComponent(entry.value)}`)
    .join('&');
  return answerContent({
    sampleAd: {
      adAccountName: 'Acme EU',
      resourceName: 'customers/111/adGroupAds/22~333',
      name: 'Spring RSA',
      campaignName: 'Spring sale',
      groupName: 'Shoes',
      landingPage: 'https://acme.test/shoes?ref=home',
    },
    toUtm,
    url: `https://acme.test/shoes?ref=home${toUtm === '' ? '' : `&${toUtm}`}`,
    errorType: null,
    ignoredParameters: [],
  });
}

/** What the template pages ask for, on a Google platform with one saved template. */
export function buildTemplateRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/v1/{platform}/urlTemplates': (call) =>
      answerContent(call.params.platform === 'google' ? [SAVED_TEMPLATE] : []),
    'GET /api/v1/{platform}/dynamicValues': () => answerContent(DYNAMIC_VALUES),
    'GET /api/v1/{platform}/templateKeys': () => answerContent(TEMPLATE_KEYS),
    'GET /api/v1/{platform}/defaultUrlTemplate': (call) =>
      answerContent({
        ...DEFAULT_PRESET,
        platformType: call.params.platform === 'linkedin' ? 'linkedin' : 'google',
      }),
    'GET /api/v1/{platform}/hubSpotUrlTemplate': () => answerContent(HUBSPOT_PRESET),
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(call.params.platform === 'google' ? [CONNECTED_ACCOUNT] : []),
    'POST /api/v1/{platform}/urlTemplate/preview': (call) =>
      answerPreview(call.body as PreviewBody),
    ...overrides,
  };
}
