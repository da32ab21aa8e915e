import type { SearchTermNgram } from '@utmost/ads-sdk/query';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../../../lib/format-money';

const TOP_GRAMS = 10;

/**
 * The costliest grams as horizontal bars, each split into the cost the analysis excluded and the
 * cost it kept. Plain CSS bars over the theme's tokens (no chart library); a list, so a screen
 * reader reads each gram with both amounts, and the bars themselves are hidden from it.
 */
export function NgramsCostChart({
  grams,
  currencyCode,
}: {
  grams: readonly SearchTermNgram[];
  currencyCode: string | null;
}) {
  const { t } = useTranslation();
  const top = [...grams]
    .sort((left, right) => right.costMicros - left.costMicros)
    .slice(0, TOP_GRAMS)
    .filter((gram) => gram.costMicros > 0);
  if (top.length === 0) return null;
  const largest = top[0]!.costMicros;
  const titleId = 'ngrams-chart-title';
  return (
    <figure
      aria-labelledby={titleId}
      data-testid="ngrams-chart"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={titleId} className="text-sm font-medium">
          {t('searchTerms.ngrams.chart.title', { count: top.length })}
        </span>
        <span className="flex items-center gap-4 text-xs text-muted-foreground" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-destructive" />
            {t('searchTerms.ngrams.chart.excluded')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-primary" />
            {t('searchTerms.ngrams.chart.kept')}
          </span>
        </span>
      </figcaption>
      <ul className="flex flex-col gap-1.5">
        {top.map((gram) => {
          const excluded = gram.excludedCostMicros;
          const kept = gram.costMicros - excluded;
          return (
            <li
              key={gram.lemma}
              className="grid grid-cols-[minmax(6rem,12rem)_1fr_auto] items-center gap-3 text-xs"
            >
              <span className="truncate font-medium" title={gram.gram}>
                {gram.gram}
              </span>
              <span
                className="flex h-3 overflow-hidden rounded-sm bg-muted"
                style={{ width: `${Math.max(2, (gram.costMicros / largest) * 100)}%` }}
                aria-hidden="true"
              >
                <span className="bg-destructive" style={{ flexGrow: excluded }} />
                <span className="bg-primary" style={{ flexGrow: kept }} />
              </span>
              <span className="text-right tabular-nums text-muted-foreground">
                {t('searchTerms.ngrams.chart.amounts', {
                  excluded: formatMicros(excluded, currencyCode),
                  kept: formatMicros(kept, currencyCode),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
