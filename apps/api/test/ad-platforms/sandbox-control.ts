import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { installKeyHeaders } from '../helpers/build-test-app.js';

// The mounted sandbox's test-only control routes (packages/sandbox README, "Test control"), opened
// with the app's install key.

/** Short waits between retries, so injected faults do not slow the suite. */
export const AD_PLATFORM_TEST_ENV = {
  PLATFORM_RETRY_MAX_ATTEMPTS: '3',
  PLATFORM_RETRY_MAX_DELAY_MS: '5',
  // The shortest allowed, so the slow-platform test waits one second only.
  PLATFORM_LIST_TIMEOUT_MS: '1000',
};

export const SANDBOX_LOGINS = {
  google: SANDBOX_AD_CATALOG.google.logins.ada,
  linkedin: SANDBOX_AD_CATALOG.linkedin.logins.margaret,
} as const;

export interface SandboxFault {
  provider?: 'google' | 'linkedin' | 'microsoft';
  endpoint: string;
  kind: string;
  times?: number;
  retryAfterSeconds?: number;
  delayMs?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

async function control(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  path: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: `/sandbox/_control/${path}`,
    headers: installKeyHeaders(app),
    ...(payload && { payload }),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

export async function armSandboxFault(app: FastifyInstance, fault: SandboxFault): Promise<void> {
  await control(app, 'POST', 'faults', fault);
}

/** The faults still armed: one that fired its `times` is gone from the list. */
export async function listArmedFaults(app: FastifyInstance): Promise<unknown[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/sandbox/_control/faults',
    headers: installKeyHeaders(app),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { faults: unknown[] }).faults;
}

export async function clearSandboxFaults(app: FastifyInstance): Promise<void> {
  await control(app, 'DELETE', 'faults');
}

/** The person revokes Utmost's access in their account settings. */
export async function revokeAtSandbox(
  app: FastifyInstance,
  provider: 'google' | 'linkedin',
  email: string,
): Promise<void> {
  await control(app, 'POST', 'revoke', { provider, email });
}
