import type { SandboxContext } from '../context.js';
import { waitFor, type AdFaultEndpoint, type Fault } from '../faults/fault-store.js';
import { readBearerToken } from '../oauth/bearer.js';

// The fault hook every ad-platform endpoint runs first: takes one armed fault, waits out its delay,
// and carries out the token faults (the presented access token is expired, or its grant revoked,
// for real, so the client's next call sees the same state).

export async function takeAdFault(
  context: SandboxContext,
  endpoint: AdFaultEndpoint,
  authorization: string | undefined,
  method?: string,
): Promise<Fault | undefined> {
  const provider = endpoint.startsWith('google-ads:') ? 'google' : 'linkedin';
  const fault = context.faults.take(provider, endpoint, method);
  if (!fault) return undefined;
  if (fault.delayMs > 0) await waitFor(fault.delayMs);
  const token = readBearerToken(authorization);
  if (token !== null && fault.kind === 'expired_token') context.store.expireAccessToken(token);
  if (token !== null && fault.kind === 'revoked_token')
    context.store.revokeByToken(token, provider);
  return fault.kind === 'delay' ? undefined : fault;
}
