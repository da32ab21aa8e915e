import type { AdsState } from './ads/ads-state.js';
import type { FaultStore } from './faults/fault-store.js';
import type { ProviderName } from './identities.js';
import type { GrantStore } from './oauth/grant-store.js';
import type { SigningKey } from './oauth/signing-key.js';

/** An OAuth client the sandbox should insist on; without any, every non-empty id and secret pass. */
export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  /** When given, authorize refuses any other redirect URI, as a real client registration does. */
  redirectUris?: string[];
}

export type SandboxClients = Partial<Record<ProviderName, SandboxClient[]>>;

/** The state one mounted sandbox shares between its routes. */
export interface SandboxContext {
  /** Absolute URL of the sandbox root as browsers and the API reach it, e.g. http://localhost:3000/sandbox. */
  baseUrl: string;
  store: GrantStore;
  faults: FaultStore;
  signingKey: SigningKey;
  clients: SandboxClients;
  now: () => number;
  /** The seeded ad platforms' data and the changes clients made to it. */
  ads: AdsState;
}
