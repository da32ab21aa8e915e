import type { BriefReading, BriefReadingItem } from '@utmost/ads-sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadingCorrections } from '../hooks/use-reading-corrections';
import { groupBySentence } from '../lib/group-reading-items';
import { CorrectionButton, ReadingChip, ReadingGroup, SentenceQuote } from './reading-parts';

/** Items under the sentence each came from, each item with its corrections. */
function SentenceGroups({
  items,
  renderActions,
}: {
  items: readonly BriefReadingItem[];
  renderActions?: (item: BriefReadingItem) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {groupBySentence(items).map(({ sentence, items: grouped }) => (
        <li key={sentence ?? ''} className="flex flex-col gap-1.5">
          <SentenceQuote sentence={sentence} />
          <ul className="flex flex-wrap gap-2">
            {grouped.map((item) => (
              <ReadingChip key={item.text} text={item.text}>
                {renderActions?.(item)}
              </ReadingChip>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Countries or regions the brief excludes, on one line. */
function PlaceNames({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">{label}: </span>
      {names.join(', ')}
    </p>
  );
}

/**
 * What the brief's rules exclude and keep. An excluded place can be marked served or "not a
 * place here", an excluded topic ignored; kept phrases are shown as read.
 */
export function BriefReadingExclusions({
  excluded,
  kept,
  corrections,
}: {
  excluded: BriefReading['excluded'];
  kept: BriefReading['kept'];
  corrections: ReadingCorrections;
}) {
  const { t } = useTranslation();
  const { isSaving } = corrections;
  const hasNoPlaces =
    excluded.places.length === 0 &&
    excluded.countries.length === 0 &&
    excluded.regions.length === 0;
  return (
    <>
      <ReadingGroup title={t('briefs.reading.groups.excludedPlaces')} isEmpty={hasNoPlaces}>
        <PlaceNames label={t('briefs.reading.excluded.countries')} names={excluded.countries} />
        <PlaceNames label={t('briefs.reading.excluded.regions')} names={excluded.regions} />
        <SentenceGroups
          items={excluded.places}
          renderActions={({ text }) => (
            <>
              <CorrectionButton
                label={t('briefs.reading.actions.serveOf', { place: text })}
                accessibleLabel={t('briefs.reading.actions.serveOf', { place: text })}
                isDisabled={isSaving}
                onClick={() => corrections.add('servedPlaces', text)}
              />
              <CorrectionButton
                label={t('briefs.reading.actions.notAPlace')}
                accessibleLabel={t('briefs.reading.actions.notAPlaceOf', { word: text })}
                isDisabled={isSaving}
                onClick={() => corrections.add('notPlaces', text)}
              />
            </>
          )}
        />
      </ReadingGroup>
      <ReadingGroup
        title={t('briefs.reading.groups.excludedTopics')}
        isEmpty={excluded.topics.length === 0}
      >
        <SentenceGroups
          items={excluded.topics}
          renderActions={({ text }) => (
            <CorrectionButton
              label={t('briefs.reading.actions.ignore')}
              accessibleLabel={t('briefs.reading.actions.ignoreOf', { topic: text })}
              isDisabled={isSaving}
              onClick={() => corrections.add('ignoredExclusions', text)}
            />
          )}
        />
      </ReadingGroup>
      <ReadingGroup title={t('briefs.reading.groups.kept')} isEmpty={kept.length === 0}>
        <SentenceGroups items={kept} />
      </ReadingGroup>
    </>
  );
}
