import { createGoogleAccounts, GOOGLE_LOGINS } from './google-catalog.js';
import type { GoogleAccountData } from './google-account-data.js';
import { createLinkedInAccounts, LINKEDIN_LOGINS } from './linkedin-catalog.js';
import type { LinkedInRole } from './linkedin-types.js';

// The seeded ad accounts as a typed summary, so the API's demo seed, scripts and tests can use
// fixed ids instead of discovering them. GET {prefix}/identities serves the same listing.

export const DEFAULT_ADS_PER_SCALE_ACCOUNT = 100_000;

/** Named ids of the seeded accounts and logins; stable across releases of the sandbox. */
export const SANDBOX_AD_CATALOG = {
  google: {
    logins: {
      ada: 'ada.lovelace@sandbox.google.test',
      grace: 'grace.hopper@sandbox.google.test',
      alan: 'alan.turing@sandbox.google.test',
      katherine: 'katherine.johnson@sandbox.google.test',
      scale: 'scale.tester@sandbox.google.test',
      /** Reaches only the agency hierarchy (300 usable clients under nested managers). */
      barbara: 'barbara.liskov@sandbox.google.test',
    },
    customers: {
      /** Hearthly (EUR): search terms of the Hearthly dev set. */
      hearthly: '4120000001',
      /** Sproutstrong (USD): search terms of the Sproutstrong dev set. */
      sproutstrong: '4120000002',
      /** Every campaign type and every awkward ad. */
      engines: '4120000003',
      /** No descriptive name (the 'noname account' fallback). */
      noname: '4120000004',
      /** Grace's manager account (MCC). */
      agencyManager: '5230000001',
      /** Clients reachable only through agencyManager (login-customer-id). */
      coffee: '5230000011',
      watches: '5230000012',
      consulting: '5230000002',
      /** A test account (customer_client.test_account). */
      orbital: '6340000001',
      /** "Scale test": adsPerScaleAccount generated ads. */
      scale: '9990000001',
      /** "Pedalwise (scale search terms)": searchTermsPerScaleAccount generated search terms. */
      scaleSearchTerms: '9990000002',
      /** "Meridian (MCC)": the top of the agency hierarchy (sub-managers, 300 usable clients). */
      agencyTopManager: '7700000001',
    },
  },
  linkedin: {
    logins: {
      margaret: 'margaret.hamilton@sandbox.linkedin.test',
      hedy: 'hedy.lamarr@sandbox.linkedin.test',
      tim: 'tim.berners-lee@sandbox.linkedin.test',
      scale: 'scale.tester@sandbox.linkedin.test',
    },
    accounts: {
      /** Every campaign format and every awkward landing page. */
      apollo: 508900001,
      hamilton: 508900002,
      /** Margaret is only a VIEWER here: writes get 403. */
      draper: 508900003,
      frequency: 508900011,
      films: 508900012,
      /** Status CANCELED. */
      closed: 508900013,
      /** "Scale test": adsPerScaleAccount generated creatives. */
      scale: 508999999,
    },
  },
} as const;

export interface SandboxAdAccountSummary {
  /** Google customer id (10 digits) or LinkedIn ad account id, as a decimal string. */
  id: string;
  /** Google descriptive name ('' when unnamed) or LinkedIn account name. */
  name: string;
  currencyCode: string;
  /** Google: ads (ad_group_ad rows, every status); LinkedIn: creatives. */
  adCount: number;
  /** Google only: a manager account (serves no ads, has clients). */
  isManager?: boolean;
  /** Google only: the manager to send as `login-customer-id`, or null for direct access. */
  loginCustomerId?: string | null;
  /** LinkedIn only: the member's role (VIEWER is read-only). */
  role?: LinkedInRole;
  /** The account status (Google ENABLED, CANCELED, …; LinkedIn ACTIVE, CANCELED, …). */
  status?: string;
}

export interface SandboxIdentityAdAccounts {
  provider: 'google' | 'linkedin';
  email: string;
  accounts: SandboxAdAccountSummary[];
}

export interface AdCatalogOptions {
  adsPerScaleAccount?: number;
  searchTermsPerScaleAccount?: number;
}

function summarizeGoogle(
  account: GoogleAccountData,
  loginCustomerId: string | null,
): SandboxAdAccountSummary {
  return {
    id: account.customer.id,
    name: account.customer.descriptiveName,
    currencyCode: account.customer.currencyCode,
    adCount: account.adCount,
    isManager: account.customer.isManager,
    loginCustomerId,
    status: account.customer.status,
  };
}

/** A manager's clients at any depth, depth first, each reached through the top manager. */
function summarizeGoogleClients(
  google: ReadonlyMap<string, GoogleAccountData>,
  manager: GoogleAccountData,
  topManagerId: string,
): SandboxAdAccountSummary[] {
  return manager.customer.clientIds.flatMap((clientId) => {
    const client = google.get(clientId);
    if (!client) return [];
    return [
      summarizeGoogle(client, topManagerId),
      ...summarizeGoogleClients(google, client, topManagerId),
    ];
  });
}

/** Every Google and LinkedIn login with the ad accounts it can reach. */
export function listSandboxAdAccounts(options: AdCatalogOptions = {}): SandboxIdentityAdAccounts[] {
  const adsPerScaleAccount = options.adsPerScaleAccount ?? DEFAULT_ADS_PER_SCALE_ACCOUNT;
  const google = createGoogleAccounts({
    adsPerScaleAccount,
    searchTermsPerScaleAccount: options.searchTermsPerScaleAccount,
  });
  const linkedin = createLinkedInAccounts({ adsPerScaleAccount });
  const googleLogins = GOOGLE_LOGINS.map((login): SandboxIdentityAdAccounts => {
    const accounts: SandboxAdAccountSummary[] = [];
    for (const customerId of login.accessibleCustomerIds) {
      const account = google.get(customerId);
      if (!account) continue;
      accounts.push(summarizeGoogle(account, null));
      accounts.push(...summarizeGoogleClients(google, account, customerId));
    }
    return { provider: 'google', email: login.email, accounts };
  });
  const linkedinLogins = LINKEDIN_LOGINS.map((login): SandboxIdentityAdAccounts => ({
    provider: 'linkedin',
    email: login.email,
    accounts: login.roles.flatMap(({ accountId, role }) => {
      const data = linkedin.get(accountId);
      if (!data) return [];
      return [
        {
          id: String(data.account.id),
          name: data.account.name,
          currencyCode: data.account.currency,
          adCount: data.creativeCount,
          role,
          status: data.account.status,
        },
      ];
    }),
  }));
  return [...googleLogins, ...linkedinLogins];
}
