import type { SearchTermRow, TermDecision } from '@utmost/search-terms';

// A run's wasted spend is what its terms to exclude cost (spec §3 calculatedExcludedCost). The
// classifier never excludes a term that converted on its own (it keeps it for review), but a
// user's example can: such a term's cost did bring something, so the summary says how much of the
// wasted spend that is and how many conversions it brought, for the figure to be shown beside it.

export interface ConvertedExclusions {
  /** The part of the excluded cost spent on terms that brought conversions, in micros. */
  excludedCostWithConversionsMicros: number;
  /** The conversions those excluded terms brought. */
  excludedConversions: number;
}

export function summarizeConvertedExclusions(
  rows: readonly SearchTermRow[],
  decisions: readonly TermDecision[],
): ConvertedExclusions {
  const totals: ConvertedExclusions = {
    excludedCostWithConversionsMicros: 0,
    excludedConversions: 0,
  };
  rows.forEach((row, index) => {
    const conversions = row.conversions ?? 0;
    if (decisions[index]?.isExclude !== true || conversions <= 0) return;
    totals.excludedCostWithConversionsMicros += row.costMicros ?? 0;
    totals.excludedConversions += conversions;
  });
  return totals;
}
