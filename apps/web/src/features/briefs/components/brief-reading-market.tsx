import type { BriefReading } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import type { ReadingCorrections } from '../hooks/use-reading-corrections';
import { AddCorrectionForm } from './add-correction-form';
import { CorrectionButton, ReadingChip, ReadingGroup } from './reading-parts';

/** A labelled line of the market ("Countries: Ireland"), left out when there is nothing on it. */
function MarketLine({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd>{values.join(', ')}</dd>
    </div>
  );
}

/**
 * Where the advertiser sells: countries, regions, a local business's towns, worldwide; the places
 * the user said are served, each undoable; and the two corrections made by typing (a town served,
 * a word that is not a place here).
 */
export function BriefReadingMarket({
  market,
  corrections,
}: {
  market: BriefReading['market'];
  corrections: ReadingCorrections;
}) {
  const { t } = useTranslation();
  const hasNoMarket =
    market.countries.length === 0 &&
    market.regions.length === 0 &&
    market.serviceArea === null &&
    !market.sellsWorldwide;
  return (
    <ReadingGroup title={t('briefs.reading.groups.market')}>
      <dl className="flex flex-col gap-1">
        <MarketLine label={t('briefs.reading.market.countries')} values={market.countries} />
        <MarketLine label={t('briefs.reading.market.regions')} values={market.regions} />
        {market.serviceArea === null ? null : (
          <MarketLine
            label={t('briefs.reading.market.serviceArea')}
            values={[
              t('briefs.reading.market.serviceAreaTowns', {
                towns: market.serviceArea.towns.join(', '),
                radius: market.serviceArea.radiusKm,
              }),
            ]}
          />
        )}
      </dl>
      {market.sellsWorldwide ? (
        <p className="text-sm">{t('briefs.reading.market.worldwide')}</p>
      ) : null}
      {hasNoMarket ? (
        <p className="text-sm text-muted-foreground">{t('briefs.reading.market.noCountries')}</p>
      ) : null}
      {market.servedPlaces.length === 0 ? null : (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{t('briefs.reading.market.servedPlaces')}</p>
          <ul className="flex flex-wrap gap-2">
            {market.servedPlaces.map((place) => (
              <ReadingChip key={place} text={place}>
                <CorrectionButton
                  label={t('briefs.reading.actions.undo')}
                  accessibleLabel={t('briefs.reading.actions.undoOf', {
                    correction: t('briefs.reading.corrections.servedPlaces', { value: place }),
                  })}
                  isDisabled={corrections.isSaving}
                  onClick={() => corrections.remove('servedPlaces', place)}
                />
              </ReadingChip>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-1 flex flex-wrap gap-4">
        <AddCorrectionForm
          id="reading-add-served-town"
          kind="servedPlaces"
          label={t('briefs.reading.add.servedTown')}
          placeholder={t('briefs.reading.add.servedTownPlaceholder')}
          corrections={corrections}
        />
        <AddCorrectionForm
          id="reading-add-not-place"
          kind="notPlaces"
          label={t('briefs.reading.add.notPlace')}
          hint={t('briefs.reading.add.notPlaceHint')}
          placeholder={t('briefs.reading.add.notPlacePlaceholder')}
          corrections={corrections}
        />
      </div>
    </ReadingGroup>
  );
}
