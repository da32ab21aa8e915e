import type { BriefReading } from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import type { ReadingCorrections } from '../hooks/use-reading-corrections';
import { uniqueByName } from '../lib/group-reading-items';
import { CorrectionButton, ReadingChip, ReadingGroup } from './reading-parts';

/** "Found by: hearthly" — the words that find a name on their own, or its full name only. */
function FoundBy({ words }: { words: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted-foreground">
      {words.length === 0
        ? t('briefs.reading.foundByFullName')
        : t('briefs.reading.foundBy', { words: words.join(', ') })}
    </p>
  );
}

/** The own brand and the words that find it (names differing only in case are one). */
export function OwnBrandGroup({ ownBrand }: { ownBrand: BriefReading['ownBrand'] }) {
  const { t } = useTranslation();
  const brands = uniqueByName(ownBrand);
  return (
    <ReadingGroup title={t('briefs.reading.groups.ownBrand')} isEmpty={brands.length === 0}>
      <ul className="flex flex-col gap-1">
        {brands.map((brand) => (
          <li key={brand.name}>
            <p className="text-sm font-medium">{brand.name}</p>
            <FoundBy words={brand.words} />
          </li>
        ))}
      </ul>
    </ReadingGroup>
  );
}

/** The words that name what is sold. */
export function OfferGroup({ offer }: { offer: BriefReading['offer'] }) {
  const { t } = useTranslation();
  return (
    <ReadingGroup title={t('briefs.reading.groups.offer')} isEmpty={offer.length === 0}>
      <ul className="flex flex-wrap gap-2">
        {offer.map((word) => (
          <ReadingChip key={word} text={word} />
        ))}
      </ul>
    </ReadingGroup>
  );
}

/**
 * Each competitor and the words that find it; one named like an everyday word or a place can be
 * counted only when searched as a company, and that correction undone.
 */
export function CompetitorsGroup({
  competitors,
  corrections,
}: {
  competitors: BriefReading['competitors'];
  corrections: ReadingCorrections;
}) {
  const { t } = useTranslation();
  return (
    <ReadingGroup title={t('briefs.reading.groups.competitors')} isEmpty={competitors.length === 0}>
      <ul className="flex flex-col gap-2">
        {competitors.map((competitor) => (
          <li key={competitor.name} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <div className="min-w-40 flex-1">
              <p className="text-sm font-medium">{competitor.name}</p>
              <FoundBy words={competitor.words} />
            </div>
            {competitor.inContextOnly ? (
              <>
                <Badge variant="info">{t('briefs.reading.badges.inContextOnly')}</Badge>
                <CorrectionButton
                  label={t('briefs.reading.actions.undo')}
                  accessibleLabel={t('briefs.reading.actions.undoOf', {
                    correction: t('briefs.reading.corrections.competitorsInContext', {
                      value: competitor.name,
                    }),
                  })}
                  isDisabled={corrections.isSaving}
                  onClick={() => corrections.remove('competitorsInContext', competitor.name)}
                />
              </>
            ) : (
              <CorrectionButton
                label={t('briefs.reading.actions.inContext')}
                accessibleLabel={t('briefs.reading.actions.inContextOf', { name: competitor.name })}
                isDisabled={corrections.isSaving}
                onClick={() => corrections.add('competitorsInContext', competitor.name)}
              />
            )}
          </li>
        ))}
      </ul>
    </ReadingGroup>
  );
}
