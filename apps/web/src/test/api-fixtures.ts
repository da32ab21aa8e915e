import type { components } from '@utmost/ads-sdk';

type Schemas = components['schemas'];

export const API_USER: Schemas['User'] = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profilePictureUrl: null,
  loginMethod: 'basic',
  hasPassword: true,
  isEmailVerified: true,
};

export const ORGANIZATION: Schemas['Organization'] = {
  id: 'org-1',
  name: 'Analytical Engines',
  legalName: 'Analytical Engines Ltd',
  vatNumber: null,
  contactEmail: 'contact@engines.example',
  billingEmail: 'billing@engines.example',
  logoUrl: null,
  country: 'England',
  city: null,
  street: null,
  building: null,
  zipCode: null,
  role: 'owner',
};

export const MEMBERS: Schemas['OrganizationMember'][] = [
  {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    status: 'active',
    role: 'owner',
  },
  {
    email: 'charles@example.com',
    firstName: 'Charles',
    lastName: 'Babbage',
    status: 'active',
    role: 'member',
  },
  { email: 'new@example.com', status: 'pending', role: 'admin' },
];

/** An ad account row as the API lists it; connected, off, no template, never run. */
export function buildAdAccount(
  overrides: Partial<Schemas['AdAccount']> = {},
): Schemas['AdAccount'] {
  const platform = overrides.platform ?? 'google';
  const adAccountId = overrides.adAccountId ?? '1234567890';
  return {
    id: `acc-${platform}-${adAccountId}`,
    platform,
    resourceName:
      platform === 'google' ? `customers/${adAccountId}` : `urn:li:sponsoredAccount:${adAccountId}`,
    adAccountId,
    name: 'Acme EU',
    platformAccountEmail: 'ads@acme.test',
    currencyCode: 'EUR',
    connectedAt: '2025-03-01T10:00:00.000Z',
    connectionStatus: 'CONNECTED',
    connectionError: null,
    enabled: false,
    taggingStatus: 'disabled',
    urlTemplate: null,
    brand: null,
    lastRun: null,
    nextRun: null,
    lastRunSearchTerm: null,
    nextRunSearchTerm: null,
    isSearchTermsValidationEnabled: false,
    periodSummary: null,
    ...overrides,
  };
}

/** A connected login as the platform accounts list returns it. */
export function buildPlatformAccount(
  overrides: Partial<Schemas['PlatformAccount']> = {},
): Schemas['PlatformAccount'] {
  return {
    email: 'ads@acme.test',
    platform: 'google',
    connectedAt: '2025-03-01T10:00:00.000Z',
    connectionStatus: 'CONNECTED',
    connectionError: null,
    accounts: [],
    missingAbilities: [],
    ...overrides,
  };
}

/** A tracking template as the API lists it: Google, three static and dynamic parameters, unused. */
export function buildUrlTemplate(
  overrides: Partial<Schemas['UrlTemplate']> = {},
): Schemas['UrlTemplate'] {
  return {
    id: '0b9d1c1e-0000-4000-8000-000000000001',
    name: 'Brand UTMs',
    platformType: 'google',
    urlTemplate: {
      utm_source: { value: 'google', isDynamic: false },
      utm_medium: { value: 'cpc', isDynamic: false },
      utm_campaign: { value: '{campaign_name}', isDynamic: true },
    },
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    adAccounts: [],
    ...overrides,
  };
}
