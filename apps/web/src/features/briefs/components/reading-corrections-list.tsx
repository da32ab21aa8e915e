import type { ReadingCorrectionKind } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import type { ReadingCorrections } from '../hooks/use-reading-corrections';
import { CorrectionButton, ReadingGroup } from './reading-parts';

const KINDS: readonly ReadingCorrectionKind[] = [
  'servedPlaces',
  'notPlaces',
  'ignoredExclusions',
  'competitorsInContext',
];

/**
 * Every correction the user made, each undoable: an ignored topic or a word that is not a place
 * leaves the reading, so this list is where it can be found again.
 */
export function ReadingCorrectionsList({ corrections }: { corrections: ReadingCorrections }) {
  const { t } = useTranslation();
  const entries = KINDS.flatMap((kind) =>
    corrections.corrections[kind].map((value) => ({
      kind,
      value,
      text: t(`briefs.reading.corrections.${kind}`, { value }),
    })),
  );
  return (
    <ReadingGroup title={t('briefs.reading.groups.corrections')}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('briefs.reading.corrections.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {entries.map(({ kind, value, text }) => (
            <li key={`${kind}:${value}`} className="flex flex-wrap items-center gap-2 text-sm">
              <span>{text}</span>
              <CorrectionButton
                label={t('briefs.reading.actions.undo')}
                accessibleLabel={t('briefs.reading.actions.undoOf', { correction: text })}
                isDisabled={corrections.isSaving}
                onClick={() => corrections.remove(kind, value)}
              />
            </li>
          ))}
        </ul>
      )}
    </ReadingGroup>
  );
}
