import type { SearchTermJobRun, SearchTermResultsPage } from '@utmost/ads-sdk/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { WastedSpendAmount, WastedSpendInfo } from '../../../components/wasted-spend';
import { formatMicros } from '../../../lib/format-money';
import {
  compareRunSummaries,
  type FigureChange,
  type RunComparison,
} from '../lib/search-term-runs';
import { buildCategoryBars, formatPercent, summarizeWastedSpend } from '../lib/wasted-spend';

type RunSummary = NonNullable<NonNullable<SearchTermResultsPage['run']>['summary']>;

const NUMBER = new Intl.NumberFormat('en');

/**
 * The wasted spend of the run at the top of the tab: the excluded cost (spec §3's "bad
 * impressions", named as money) and its share, with the part that brought conversions beside it;
 * the impressions and the number of the terms to exclude; cost kept vs excluded by category. Figures are for the whole run, not the filters.
 * After a completed run, each figure also says how it moved since that run.
 */
export function WastedSpendSummary({
  summary,
  byCategory,
  currencyCode,
  previousRun,
}: {
  summary: RunSummary;
  byCategory: SearchTermResultsPage['byCategory'];
  currencyCode: string | null;
  previousRun: SearchTermJobRun | null;
}) {
  const { t } = useTranslation();
  const figures = summarizeWastedSpend(summary);
  const bars = buildCategoryBars(byCategory);
  const previousSummary = previousRun?.summary ?? null;
  const comparison =
    previousSummary === null ? null : compareRunSummaries(summary, previousSummary);
  const previousRanAt = formatDateTime(previousRun?.finishedAt ?? previousRun?.createdAt);
  const showChange = (figure: keyof RunComparison, format: (difference: number) => string) =>
    comparison === null ? null : (
      <FigureChangeLine
        change={comparison[figure]}
        difference={format(comparison[figure].difference)}
        isAmount={figure === 'excludedCostMicros'}
      />
    );
  return (
    <section
      aria-label={t('searchTerms.summary.label')}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)]"
    >
      <Figure
        label={t('wastedSpend.label')}
        info={<WastedSpendInfo />}
        value={
          <WastedSpendAmount
            spend={{
              costMicros: summary.excludedCostMicros,
              costWithConversionsMicros: summary.excludedCostWithConversionsMicros,
              conversions: summary.excludedConversions,
            }}
            currencyCode={currencyCode}
            amountClassName={FIGURE_VALUE}
          />
        }
        note={t('searchTerms.summary.ofCost', {
          share: formatPercent(figures.costShare),
          cost: formatMicros(summary.costMicros, currencyCode),
        })}
        change={showChange('excludedCostMicros', (micros) => formatMicros(micros, currencyCode))}
      />
      <Figure
        label={t('searchTerms.summary.excludedImpressions')}
        value={<span className={FIGURE_VALUE}>{NUMBER.format(figures.excludedImpressions)}</span>}
        note={t('searchTerms.summary.ofImpressions', {
          share: formatPercent(figures.impressionShare),
        })}
        change={showChange('excludedImpressions', (count) => NUMBER.format(count))}
      />
      <Figure
        label={t('searchTerms.summary.excludedTerms')}
        value={<span className={FIGURE_VALUE}>{NUMBER.format(figures.excludedTerms)}</span>}
        note={t('searchTerms.summary.ofTerms', { terms: NUMBER.format(figures.terms) })}
        change={showChange('excludedTerms', (count) => NUMBER.format(count))}
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm text-muted-foreground">{t('searchTerms.summary.byCategory')}</h3>
        <ul className="flex flex-col gap-2">
          {bars.map((bar) => (
            <li key={bar.category} className="flex flex-col gap-1">
              <p className="flex justify-between gap-2 text-xs">
                <span className="font-medium">{t(`searchTerms.categories.${bar.category}`)}</span>
                <span className="text-muted-foreground">
                  {t('searchTerms.summary.keptVsExcluded', {
                    kept: formatMicros(bar.keptCostMicros, currencyCode),
                    excluded: formatMicros(bar.excludedCostMicros, currencyCode),
                  })}
                </span>
              </p>
              {/* The words above carry the figures; the bar only shows their proportions. */}
              <div
                className="flex h-2 overflow-hidden rounded-full bg-muted"
                aria-hidden="true"
                data-slot="category-bar"
              >
                {bar.totalCostMicros > 0 ? (
                  <>
                    <div
                      className="h-full bg-destructive"
                      style={{ width: `${bar.excludedShare * 100}%` }}
                    />
                    <div className="h-full flex-1 bg-primary" />
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {comparison === null ? null : (
        <p className="text-xs text-muted-foreground md:col-span-full">
          {t('searchTerms.comparison.against', { ranAt: previousRanAt })}
        </p>
      )}
    </section>
  );
}

const FIGURE_VALUE = 'text-xl font-semibold tabular-nums [overflow-wrap:anywhere] xl:text-2xl';

function Figure({
  label,
  info,
  value,
  note,
  change,
}: {
  label: string;
  /** What the figure counts, beside its label. */
  info?: ReactNode;
  value: ReactNode;
  note: string;
  change: ReactNode;
}) {
  return (
    <div data-slot="summary-figure" className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <h3 className="text-sm text-muted-foreground">{label}</h3>
        {info}
      </div>
      <div data-slot="summary-figure-value">{value}</div>
      <p className="text-xs text-muted-foreground">{note}</p>
      {change}
    </div>
  );
}

const ARROWS = { up: '▲', down: '▼', none: '' } as const;

/**
 * "▲ €120.00 more than last run", "▼ 300 fewer than last run": the words carry the change; the
 * arrow only repeats it for the eye.
 */
function FigureChangeLine({
  change,
  difference,
  isAmount,
}: {
  change: FigureChange;
  difference: string;
  /** Money is less, counts are fewer. */
  isAmount: boolean;
}) {
  const { t } = useTranslation();
  const words =
    change.direction === 'up'
      ? t('searchTerms.comparison.more', { difference })
      : change.direction === 'down'
        ? t(isAmount ? 'searchTerms.comparison.less' : 'searchTerms.comparison.fewer', {
            difference,
          })
        : t('searchTerms.comparison.same');
  return (
    <p className="text-xs" data-direction={change.direction}>
      {change.direction === 'none' ? null : (
        <span aria-hidden="true">{`${ARROWS[change.direction]} `}</span>
      )}
      {words}
    </p>
  );
}
