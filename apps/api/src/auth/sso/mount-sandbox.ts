import type { FastifyInstance } from 'fastify';
import { createInProcessFetch } from './in-process-fetch.js';
import { SANDBOX_PREFIX, SSO_PROVIDERS, type SsoConfig } from './sso-config.js';
import { buildCallbackUrl } from './sso-login-flow.js';

/**
 * Mounts the provider simulator at `/sandbox` (PLATFORM_MODE=sandbox only: the import is dynamic
 * so a live deployment never loads it) and answers the fetch the API should use to reach it.
 * The sandbox is told our client ids, secrets and callback URLs, so it checks them as a real
 * provider checks a registered client.
 */
export async function mountSandbox(
  app: FastifyInstance,
  options: { publicUrl: string; sso: SsoConfig },
): Promise<{ fetch: typeof fetch }> {
  const { registerSandbox } = await import('@utmost/sandbox');
  const clients = Object.fromEntries(
    SSO_PROVIDERS.flatMap((provider) => {
      const config = options.sso[provider];
      if (!config) return [];
      const redirectUris = [buildCallbackUrl(options.publicUrl, provider)];
      return [
        [
          provider,
          [{ clientId: config.clientId, clientSecret: config.clientSecret, redirectUris }],
        ],
      ];
    }),
  );
  await registerSandbox(app, { publicUrl: options.publicUrl, prefix: SANDBOX_PREFIX, clients });
  return {
    fetch: createInProcessFetch(app, `${options.publicUrl}${SANDBOX_PREFIX}`, globalThis.fetch),
  };
}
