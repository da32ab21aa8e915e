import type { GoogleAccountData } from './google-account-data.js';
import { AGENCY_TOP_MANAGER_ID, createAgencyHierarchyAccounts } from './google-agency-hierarchy.js';
import { createEnginesAccount, ENGINES_CUSTOMER } from './google-engines-account.js';
import { createGoogleScaleAccount, SCALE_GOOGLE_CUSTOMER } from './google-scale-account.js';
import {
  createGoogleSearchTermScaleAccount,
  SCALE_SEARCH_TERMS_CUSTOMER,
} from './google-search-term-scale-account.js';
import {
  createHearthlyAccount,
  createSproutstrongAccount,
  HEARTHLY_CUSTOMER,
  SPROUTSTRONG_CUSTOMER,
} from './google-search-term-accounts.js';
import {
  AGENCY_MANAGER_CUSTOMER,
  CONSULTING_CUSTOMER,
  createAgencyManagerAccount,
  createCoffeeAccount,
  createConsultingAccount,
  createNonameAccount,
  createOrbitalAccount,
  createWatchesAccount,
  NONAME_CUSTOMER,
  ORBITAL_CUSTOMER,
} from './google-small-accounts.js';
import type { GoogleLogin } from './google-types.js';

// Which Google login reaches which customer. `listAccessibleCustomers` answers with the direct
// customers; the manager's clients are reached only with `login-customer-id` = the manager.

export const GOOGLE_LOGINS: readonly GoogleLogin[] = [
  {
    email: 'ada.lovelace@sandbox.google.test',
    accessibleCustomerIds: [
      HEARTHLY_CUSTOMER.id,
      SPROUTSTRONG_CUSTOMER.id,
      ENGINES_CUSTOMER.id,
      NONAME_CUSTOMER.id,
    ],
  },
  {
    email: 'grace.hopper@sandbox.google.test',
    accessibleCustomerIds: [AGENCY_MANAGER_CUSTOMER.id, CONSULTING_CUSTOMER.id],
  },
  // Alan Turing has a Google login but no Google Ads account at all.
  { email: 'alan.turing@sandbox.google.test', accessibleCustomerIds: [] },
  { email: 'katherine.johnson@sandbox.google.test', accessibleCustomerIds: [ORBITAL_CUSTOMER.id] },
  {
    email: 'scale.tester@sandbox.google.test',
    accessibleCustomerIds: [SCALE_GOOGLE_CUSTOMER.id, SCALE_SEARCH_TERMS_CUSTOMER.id],
  },
  // An agency's nested managers: reaches 300 usable clients only through the top manager.
  { email: 'barbara.liskov@sandbox.google.test', accessibleCustomerIds: [AGENCY_TOP_MANAGER_ID] },
];

export interface GoogleCatalogOptions {
  adsPerScaleAccount: number;
  /** Search terms of "Scale search terms"; generated only when a query reads them. */
  searchTermsPerScaleAccount?: number;
}

export const DEFAULT_SEARCH_TERMS_PER_SCALE_ACCOUNT = 100_000;

/** Every seeded Google customer by id; built once per sandbox instance. */
export function createGoogleAccounts(
  options: GoogleCatalogOptions,
): Map<string, GoogleAccountData> {
  const accounts = [
    createHearthlyAccount(),
    createSproutstrongAccount(),
    createEnginesAccount(),
    createNonameAccount(),
    createAgencyManagerAccount(),
    createCoffeeAccount(),
    createWatchesAccount(),
    createConsultingAccount(),
    createOrbitalAccount(),
    createGoogleScaleAccount(options.adsPerScaleAccount),
    createGoogleSearchTermScaleAccount(
      options.searchTermsPerScaleAccount ?? DEFAULT_SEARCH_TERMS_PER_SCALE_ACCOUNT,
    ),
    ...createAgencyHierarchyAccounts(),
  ];
  return new Map(accounts.map((account) => [account.customer.id, account]));
}

export function findGoogleLogin(email: string): GoogleLogin | undefined {
  return GOOGLE_LOGINS.find((login) => login.email === email);
}
