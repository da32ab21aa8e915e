import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PROVIDER_NAMES, type ProviderName } from '../identities.js';

// Faults a test arms before a call: "the next token call of Google fails with 500". Each fault fires
// `times` times and then disarms itself, so a test states exactly how many failures it expects.
// OAuth endpoints are shared by the three providers; the ad-platform endpoints are named
// `platform:operation` and belong to one provider each.

export const OAUTH_FAULT_ENDPOINTS = ['authorize', 'token', 'userinfo', 'revoke'] as const;
export const AD_FAULT_ENDPOINTS = [
  'google-ads:listAccessibleCustomers',
  'google-ads:search',
  'google-ads:searchStream',
  'google-ads:mutate',
  'linkedin:adAccounts',
  'linkedin:adAccountUsers',
  'linkedin:campaignGroups',
  'linkedin:campaigns',
  'linkedin:creatives',
  'linkedin:posts',
  'linkedin:partialUpdate',
  'linkedin:adTrackingParameters',
] as const;
export const FAULT_ENDPOINTS = [...OAUTH_FAULT_ENDPOINTS, ...AD_FAULT_ENDPOINTS] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];
export type AdFaultEndpoint = (typeof AD_FAULT_ENDPOINTS)[number];

export const FAULT_KINDS = [
  'server_error',
  'temporarily_unavailable',
  'rate_limited',
  /** Google Ads only: the project's daily operations quota is spent (no retry helps today). */
  'daily_quota',
  /**
   * Google Ads only: a short-term rate limit answered with the same RESOURCE_EXHAUSTED code as
   * the daily quota, told apart by its QuotaErrorDetails (a per-minute rate, a retry delay).
   */
  'quota_throttle',
  /** Google Ads only: the OAuth client's Cloud project has Test access, the account is real. */
  'cloud_project_not_approved',
  'invalid_grant',
  'delay',
  'permission_denied',
  'conflict',
  'expired_token',
  'revoked_token',
  /**
   * Google Ads mutates: the change is made, then the answer is lost (a 503 in its place), as when
   * a connection drops after Google committed. What a client that retries creates blindly trips on.
   */
  'answer_lost',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Kinds that only make sense on an ad-platform API call. */
const AD_ONLY_KINDS: readonly FaultKind[] = [
  'daily_quota',
  'quota_throttle',
  'cloud_project_not_approved',
  'permission_denied',
  'conflict',
  'expired_token',
  'revoked_token',
  'answer_lost',
];

export function isAdFaultEndpoint(endpoint: FaultEndpoint): endpoint is AdFaultEndpoint {
  return (AD_FAULT_ENDPOINTS as readonly string[]).includes(endpoint);
}

/** The provider an ad-platform endpoint belongs to. */
function findEndpointProvider(endpoint: FaultEndpoint): ProviderName | null {
  if (endpoint.startsWith('google-ads:')) return 'google';
  if (endpoint.startsWith('linkedin:')) return 'linkedin';
  return null;
}

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type FaultMethod = (typeof FAULT_METHODS)[number];

export const faultInputSchema = z
  .object({
    provider: z.enum(PROVIDER_NAMES).optional(),
    endpoint: z.enum(FAULT_ENDPOINTS),
    kind: z.enum(FAULT_KINDS),
    times: z.number().int().min(1).max(1000).default(1),
    delayMs: z.number().int().min(0).max(60_000).default(0),
    retryAfterSeconds: z.number().int().min(0).max(86_400).default(30),
    /** Only calls of this HTTP method (an endpoint's read and write can share a name). */
    method: z.enum(FAULT_METHODS).optional(),
    /**
     * searchStream only: the error comes inside a 200 answer, after the first batch of results,
     * as Google streams it when a call fails once rows have been sent (the array's last element).
     */
    isInStream: z.boolean().default(false),
  })
  .strict()
  .refine((fault) => !fault.isInStream || fault.endpoint === 'google-ads:searchStream', {
    message: 'only a searchStream answer can carry an error inside the stream',
    path: ['isInStream'],
  })
  .refine((fault) => fault.kind !== 'invalid_grant' || fault.endpoint === 'token', {
    message: 'invalid_grant can only be injected into the token endpoint',
    path: ['kind'],
  })
  .refine(
    (fault) =>
      !['daily_quota', 'quota_throttle', 'cloud_project_not_approved'].includes(fault.kind) ||
      fault.endpoint.startsWith('google-ads:'),
    {
      message: 'this kind is a Google Ads answer and applies to google-ads endpoints only',
      path: ['kind'],
    },
  )
  .refine((fault) => fault.kind !== 'delay' || fault.delayMs > 0, {
    message: 'a delay fault needs delayMs above 0',
    path: ['delayMs'],
  })
  .refine((fault) => !AD_ONLY_KINDS.includes(fault.kind) || isAdFaultEndpoint(fault.endpoint), {
    message:
      'permission_denied, conflict, expired_token and revoked_token apply to ad-platform endpoints only',
    path: ['kind'],
  })
  .refine(
    (fault) => {
      const owner = findEndpointProvider(fault.endpoint);
      return fault.provider === undefined || owner === null || owner === fault.provider;
    },
    { message: 'this endpoint belongs to another provider', path: ['provider'] },
  );

export type FaultInput = z.input<typeof faultInputSchema>;

export interface Fault {
  id: string;
  provider: ProviderName | null;
  endpoint: FaultEndpoint;
  kind: FaultKind;
  remaining: number;
  delayMs: number;
  retryAfterSeconds: number;
  method: FaultMethod | null;
  /** See `isInStream` in the input schema. */
  isInStream: boolean;
}

export class FaultStore {
  #faults: Fault[] = [];

  arm(input: z.output<typeof faultInputSchema>): Fault {
    const fault: Fault = {
      id: randomUUID(),
      provider: input.provider ?? null,
      endpoint: input.endpoint,
      kind: input.kind,
      remaining: input.times,
      delayMs: input.delayMs,
      retryAfterSeconds: input.retryAfterSeconds,
      method: input.method ?? null,
      isInStream: input.isInStream,
    };
    this.#faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.#faults = [];
  }

  /** Takes one firing of the first armed fault for this call, if any. */
  take(provider: ProviderName, endpoint: FaultEndpoint, method?: string): Fault | undefined {
    const fault = this.#faults.find(
      (candidate) =>
        candidate.endpoint === endpoint &&
        (candidate.provider === null || candidate.provider === provider) &&
        (candidate.method === null || candidate.method === method),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((other) => other !== fault);
    return { ...fault };
  }
}

export function waitFor(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
