import type { RunSource } from '@utmost/ads-sdk';
import { cn } from '@utmost/ui/lib/utils';
import { ClockIcon, EraserIcon, MousePointerClickIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = { auto: ClockIcon, manual: MousePointerClickIcon, drop_job: EraserIcon };

/** Spec §4 run source: a clock for a scheduled (auto) run, named for screen readers. */
export function RunSourceIcon({ source, className }: { source: RunSource; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[source];
  const label = t(`runs.sources.${source}`);
  return (
    <Icon
      role="img"
      aria-label={label}
      data-source={source}
      className={cn('size-4 shrink-0 text-muted-foreground', className)}
    >
      <title>{label}</title>
    </Icon>
  );
}
