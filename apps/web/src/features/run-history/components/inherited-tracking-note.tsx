import type { components } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';

type InheritedTracking = components['schemas']['InheritedTracking'];

/**
 * Google: the final URL suffix and tracking template the ad kept from its ad group, campaign or
 * account (issue 12). Said under the result so nobody fears the run cut off an agency's tracking.
 */
export function InheritedTrackingNote({
  inherited,
}: {
  inherited: InheritedTracking | null | undefined;
}) {
  const { t } = useTranslation();
  if (!inherited) return null;
  const { finalUrlSuffix, trackingUrlTemplate } = inherited;
  const lines = [
    finalUrlSuffix && {
      key: 'finalUrlSuffix',
      label: t('runHistory.details.inherited.finalUrlSuffix', {
        level: t(`urlTemplates.preview.inherited.levels.${finalUrlSuffix.level}`),
      }),
      value: finalUrlSuffix.value,
    },
    trackingUrlTemplate && {
      key: 'trackingUrlTemplate',
      label: t('runHistory.details.inherited.trackingUrlTemplate', {
        level: t(`urlTemplates.preview.inherited.levelNames.${trackingUrlTemplate.level}`),
      }),
      value: trackingUrlTemplate.value,
    },
  ].filter((line) => !!line);
  return (
    <ul
      className="mt-1 flex max-w-80 flex-col gap-0.5 text-xs text-muted-foreground"
      data-testid="run-result-inherited"
    >
      {lines.map((line) => (
        <li key={line.key} className="flex min-w-0 flex-col">
          <span>{line.label}</span>
          <code className="truncate font-mono" title={line.value}>
            {line.value}
          </code>
        </li>
      ))}
    </ul>
  );
}
