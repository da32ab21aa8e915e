import type { LinkedInAccountData } from './linkedin-account-data.js';
import { APOLLO_ACCOUNT, createApolloAccount } from './linkedin-apollo-account.js';
import { createLinkedInScaleAccount, SCALE_LINKEDIN_ACCOUNT } from './linkedin-scale-account.js';
import {
  CLOSED_ACCOUNT,
  createClosedAccount,
  createDraperAccount,
  createFilmsAccount,
  createFrequencyAccount,
  createHamiltonAccount,
  DRAPER_ACCOUNT,
  FILMS_ACCOUNT,
  FREQUENCY_ACCOUNT,
  HAMILTON_ACCOUNT,
} from './linkedin-small-accounts.js';
import type { LinkedInLogin } from './linkedin-types.js';

// Which LinkedIn member holds which role on which ad account (adAccountUsers).

export const LINKEDIN_LOGINS: readonly LinkedInLogin[] = [
  {
    email: 'margaret.hamilton@sandbox.linkedin.test',
    roles: [
      { accountId: APOLLO_ACCOUNT.id, role: 'ACCOUNT_MANAGER' },
      { accountId: HAMILTON_ACCOUNT.id, role: 'CAMPAIGN_MANAGER' },
      // Read-only: writes to this account are refused with 403.
      { accountId: DRAPER_ACCOUNT.id, role: 'VIEWER' },
    ],
  },
  {
    email: 'hedy.lamarr@sandbox.linkedin.test',
    roles: [
      { accountId: FREQUENCY_ACCOUNT.id, role: 'ACCOUNT_BILLING_ADMIN' },
      { accountId: FILMS_ACCOUNT.id, role: 'CREATIVE_MANAGER' },
      { accountId: CLOSED_ACCOUNT.id, role: 'ACCOUNT_MANAGER' },
    ],
  },
  // Tim Berners-Lee signs in to LinkedIn but manages no ad account.
  { email: 'tim.berners-lee@sandbox.linkedin.test', roles: [] },
  {
    email: 'scale.tester@sandbox.linkedin.test',
    roles: [{ accountId: SCALE_LINKEDIN_ACCOUNT.id, role: 'ACCOUNT_MANAGER' }],
  },
];

export interface LinkedInCatalogOptions {
  adsPerScaleAccount: number;
}

export function createLinkedInAccounts(
  options: LinkedInCatalogOptions,
): Map<number, LinkedInAccountData> {
  const accounts = [
    createApolloAccount(),
    createHamiltonAccount(),
    createDraperAccount(),
    createFrequencyAccount(),
    createFilmsAccount(),
    createClosedAccount(),
    createLinkedInScaleAccount(options.adsPerScaleAccount),
  ];
  return new Map(accounts.map((account) => [account.account.id, account]));
}

export function findLinkedInLogin(email: string): LinkedInLogin | undefined {
  return LINKEDIN_LOGINS.find((login) => login.email === email);
}
