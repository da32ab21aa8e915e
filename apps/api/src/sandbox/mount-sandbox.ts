import { PLATFORM_VALUES, SSO_PROVIDER_VALUES } from '@utmost/ads-sdk/enums';
import type { SandboxClient } from '@utmost/sandbox';
import type { FastifyInstance } from 'fastify';
import { buildConnectCallbackUrl } from '../features/ad-platforms/platforms/connect-redirect.js';
import { INSTALL_KEY_HEADER } from '../core/security/install-key.js';
import { SANDBOX_PREFIX, type SsoConfig } from '../core/config/sso-config.js';
import { buildCallbackUrl } from '../features/identity/sso/sso-login-flow.js';
import { type AdPlatformConfig } from '../core/config/ad-platform-config.js';
import { createInProcessFetch } from './in-process-fetch.js';

export interface SandboxMountOptions {
  publicUrl: string;
  sso: SsoConfig;
  adPlatforms: AdPlatformConfig;
  /**
   * Embedded mode: where the sandbox keeps its grants and changed ads, so the tokens the demo
   * organization stores keep working after a restart.
   */
  stateFile?: string;
  /** Ads of each "Scale test" account (SANDBOX_ADS_PER_SCALE_ACCOUNT). */
  adsPerScaleAccount?: number;
  /** Search terms of the "Pedalwise (scale search terms)" account (SANDBOX_SEARCH_TERMS_PER_SCALE_ACCOUNT). */
  searchTermsPerScaleAccount?: number;
  /**
   * The install key: the sandbox's control routes (faults, revocations, token ageing, every
   * tenant's sandbox grants) answer only to requests that carry it.
   */
  controlKey: string;
}

/**
 * Mounts the provider simulator at `/sandbox` (PLATFORM_MODE=sandbox only: the import is dynamic
 * so a live deployment never loads it) and answers the fetch the API should use to reach it.
 * The sandbox is told our client ids, secrets and callback URLs — the sign-in clients and the
 * ad-platform connect clients — so it checks them as a real provider checks a registered client.
 */
export async function mountSandbox(
  app: FastifyInstance,
  options: SandboxMountOptions,
): Promise<{ fetch: typeof fetch }> {
  const { registerSandbox } = await import('@utmost/sandbox');
  const clients: Partial<Record<(typeof SSO_PROVIDER_VALUES)[number], SandboxClient[]>> = {};
  for (const provider of SSO_PROVIDER_VALUES) {
    const config = options.sso[provider];
    if (!config) continue;
    clients[provider] = [
      {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        redirectUris: [buildCallbackUrl(options.publicUrl, provider)],
      },
    ];
  }
  for (const platform of PLATFORM_VALUES) {
    const config = options.adPlatforms[platform];
    if (!config) continue;
    clients[platform] = [
      ...(clients[platform] ?? []),
      {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        redirectUris: [buildConnectCallbackUrl(options.publicUrl, platform)],
      },
    ];
  }
  await registerSandbox(app, {
    publicUrl: options.publicUrl,
    prefix: SANDBOX_PREFIX,
    clients,
    control: { key: options.controlKey, header: INSTALL_KEY_HEADER },
    ...(options.stateFile !== undefined && { stateFile: options.stateFile }),
    scale: {
      adsPerScaleAccount: options.adsPerScaleAccount,
      searchTermsPerScaleAccount: options.searchTermsPerScaleAccount,
    },
  });
  return {
    fetch: createInProcessFetch(app, `${options.publicUrl}${SANDBOX_PREFIX}`, globalThis.fetch),
  };
}
