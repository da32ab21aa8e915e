import { RUN_ERROR_MESSAGES } from '@utmost/ads-sdk';
import type { PlatformError } from '@utmost/platforms';
import { AppError } from '../../../core/errors/app-error.js';

/**
 * A platform refusal as the API's answer. A configuration refusal (a sunset LinkedIn-Version, a
 * Cloud project not approved) says that the administrator must act, so the marketer does not
 * reconnect or retry in vain; the platform's own words, with the setting to change, stay in the log.
 */
export function toPlatformAppError(error: PlatformError): AppError {
  const message =
    error.code === 'CONFIGURATION_ERROR' ? RUN_ERROR_MESSAGES.CONFIGURATION_ERROR : undefined;
  return new AppError('PLATFORM_ERROR', message, { cause: error });
}
