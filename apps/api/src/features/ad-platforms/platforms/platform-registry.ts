import {
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  PLATFORM_DISPLAY_NAMES,
  isPlatform,
  type Platform,
} from '@utmost/ads-sdk';
import { createGooglePlatform, createLinkedInPlatform, type AdPlatform } from '@utmost/platforms';
import type { AdPlatformConfig } from '../../../core/config/ad-platform-config.js';
import { AppError } from '../../../core/errors/app-error.js';

/** Spec §1 names Microsoft in the request layer without behaviour; the contract says so too. */
export const MICROSOFT_NOT_SUPPORTED = 'Microsoft Advertising is not supported yet';

export interface AdPlatformRegistry {
  /**
   * The client of a platform this server can connect to. A platform the contract names but we do
   * not serve (microsoft), or one live mode has no OAuth client for, answers 400
   * PLATFORM_NOT_SUPPORTED.
   */
  require(platform: string): { name: Platform; client: AdPlatform };
  /** For start-up work (the demo seed): undefined when the platform is not configured. */
  find(platform: Platform): AdPlatform | undefined;
}

/** 400 `PLATFORM_NOT_SUPPORTED`: the contract's `PlatformBadRequest` carries the code. */
function notSupported(message: string): AppError {
  return new AppError('PLATFORM_NOT_SUPPORTED', message);
}

/**
 * One client per configured platform, over `fetch` (in sandbox mode the fetch that answers the
 * mounted sandbox in-process). Retry bounds come from the config; the clients keep the rest.
 */
export function createAdPlatformRegistry(
  config: AdPlatformConfig,
  fetch: typeof globalThis.fetch,
): AdPlatformRegistry {
  const http = {
    fetch,
    retry: { maxAttempts: config.retry.maxAttempts, maxDelayMs: config.retry.maxDelayMs },
  };
  const clients: Partial<Record<Platform, AdPlatform>> = {
    ...(config.google && {
      google: createGooglePlatform({
        ...config.google.urls,
        apiVersion: config.google.apiVersion,
        developerToken: config.google.developerToken,
        clientId: config.google.clientId,
        clientSecret: config.google.clientSecret,
        http,
      }),
    }),
    ...(config.linkedin && {
      linkedin: createLinkedInPlatform({
        ...config.linkedin.urls,
        apiVersion: config.linkedin.apiVersion,
        clientId: config.linkedin.clientId,
        clientSecret: config.linkedin.clientSecret,
        http,
      }),
    }),
  };
  return {
    require: (platform) => {
      if (!isPlatform(platform)) {
        throw notSupported(
          platform === 'microsoft'
            ? MICROSOFT_NOT_SUPPORTED
            : DEFAULT_MESSAGE_BY_ERROR_CODE.PLATFORM_NOT_SUPPORTED,
        );
      }
      const client = clients[platform];
      if (!client) {
        throw notSupported(`${PLATFORM_DISPLAY_NAMES[platform]} is not configured on this server`);
      }
      return { name: platform, client };
    },
    find: (platform) => clients[platform],
  };
}
