import { PLATFORM_DISPLAY_NAMES, type Platform } from '@utmost/ads-sdk';

// The connection error texts people see beside Reconnect (spec §8 "connection error with
// Reconnect action"), and what a login that could not be read shows meanwhile.

export function describeRevokedAccess(platform: Platform): string {
  return `${PLATFORM_DISPLAY_NAMES[platform]} access was revoked. Reconnect to continue.`;
}

export function describeUnreachablePlatform(platform: Platform): string {
  return `${PLATFORM_DISPLAY_NAMES[platform]} could not be reached. Try again later.`;
}
