import type { RunResultStatus } from '@utmost/ads-sdk';
import type { BadgeProps } from '@utmost/ui/components/badge';
import type { StatusTileTone } from '@utmost/ui/components/status-tiles';

/** Each result status's colour, the same on the tiles, the status badges and the history's counts. */
export const STATUS_TILE_TONES: Record<RunResultStatus, StatusTileTone> = {
  updated: 'success',
  skipped: 'muted',
  not_supported: 'neutral',
  partially_updated: 'warning',
  error: 'danger',
};

export const STATUS_BADGE_VARIANTS: Record<RunResultStatus, BadgeProps['variant']> = {
  updated: 'success',
  skipped: 'secondary',
  not_supported: 'outline',
  partially_updated: 'warning',
  error: 'destructive',
};
