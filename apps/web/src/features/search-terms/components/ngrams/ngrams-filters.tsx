import { NGRAM_SIZES, type NgramSize } from '@utmost/ads-sdk';
import { Checkbox } from '@utmost/ui/components/checkbox';
import { Input } from '@utmost/ui/components/input';
import { Label } from '@utmost/ui/components/label';
import { ToggleGroup, ToggleGroupItem } from '@utmost/ui/components/toggle-group';
import { useTranslation } from 'react-i18next';
import { readMinimum, type NgramsView } from '../../lib/ngrams-view';

/** The gram size and the filters: minimum impressions, minimum cost, zero conversions only. */
export function NgramsFilters({
  view,
  currencyCode,
  onChange,
}: {
  view: NgramsView;
  currencyCode: string | null;
  onChange: (changes: Partial<NgramsView>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1.5">
        <span id="ngram-size-label" className="text-sm font-medium">
          {t('searchTerms.ngrams.size.label')}
        </span>
        <ToggleGroup
          type="single"
          aria-labelledby="ngram-size-label"
          value={String(view.size)}
          onValueChange={(value) => {
            if (value !== '') onChange({ size: Number(value) as NgramSize, page: 1 });
          }}
        >
          {NGRAM_SIZES.map((size) => (
            <ToggleGroupItem key={size} value={String(size)}>
              {t('searchTerms.ngrams.size.words', { count: size })}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ngram-min-impressions">{t('searchTerms.ngrams.minImpressions')}</Label>
        <Input
          id="ngram-min-impressions"
          inputMode="numeric"
          className="w-36"
          defaultValue={view.minImpressions ?? ''}
          onBlur={(event) =>
            onChange({ minImpressions: readMinimum(event.currentTarget.value), page: 1 })
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              onChange({ minImpressions: readMinimum(event.currentTarget.value), page: 1 });
            }
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ngram-min-cost">
          {t('searchTerms.ngrams.minCost', { currency: currencyCode ?? '' })}
        </Label>
        <Input
          id="ngram-min-cost"
          inputMode="decimal"
          className="w-36"
          defaultValue={view.minCost ?? ''}
          onBlur={(event) => onChange({ minCost: readMinimum(event.currentTarget.value), page: 1 })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              onChange({ minCost: readMinimum(event.currentTarget.value), page: 1 });
            }
          }}
        />
      </div>
      <div className="flex h-9 items-center gap-2">
        <Checkbox
          id="ngram-zero-conversions"
          checked={view.zeroConversions}
          onCheckedChange={(checked) => onChange({ zeroConversions: checked === true, page: 1 })}
        />
        <Label htmlFor="ngram-zero-conversions">{t('searchTerms.ngrams.zeroConversions')}</Label>
      </div>
    </div>
  );
}
