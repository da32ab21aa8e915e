import type { RunSource } from '@utmost/ads-sdk';
import { cn } from '@utmost/ui/lib/utils';
import { ClockIcon, EraserIcon, MousePointerClickIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = { auto: ClockIcon, manual: MousePointerClickIcon, drop_job: EraserIcon };

/** Spec §4 run source: a clock for a scheduled (auto) run, named for screen readers. */
export function RunSourceIcon({
  source,
  className,
  decorative = false,
}: {
  source: RunSource;
  className?: string;
  /** Beside the source in words: hidden from screen readers, which would read it twice. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[source];
  const label = t(`runs.sources.${source}`);
  if (decorative) {
    return (
      <Icon
        aria-hidden="true"
        data-source={source}
        className={cn('size-4 shrink-0 text-muted-foreground', className)}
      />
    );
  }
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
