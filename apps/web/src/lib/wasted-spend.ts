// Wasted spend, the same figure wherever it shows (the ad accounts table, the analysis chooser, the
// analysis itself): what the search terms to exclude cost in the validated period. The server
// also says how much of it went on excluded terms that brought conversions (only a user's own
// example excludes such a term); that part is shown beside the amount, never hidden in it.

/** A wasted spend as the API gives it, in micros of the account's currency. */
export interface WastedSpend {
  costMicros: number;
  costWithConversionsMicros: number;
  conversions: number;
}

/** The part of a wasted spend that brought conversions, or null when none did. */
export function findConvertedPart(
  spend: WastedSpend,
): { costMicros: number; conversions: number } | null {
  if (spend.conversions <= 0 || spend.costWithConversionsMicros <= 0) return null;
  return { costMicros: spend.costWithConversionsMicros, conversions: spend.conversions };
}

/** An ad account's wasted spend from its `periodSummary`; null before its first results. */
export function readAccountWastedSpend(
  periodSummary:
    | {
        calculatedExcludedCost: number;
        excludedCostWithConversions: number;
        excludedConversions: number;
      }
    | null
    | undefined,
): WastedSpend | null {
  if (periodSummary == null) return null;
  return {
    costMicros: periodSummary.calculatedExcludedCost,
    costWithConversionsMicros: periodSummary.excludedCostWithConversions,
    conversions: periodSummary.excludedConversions,
  };
}

const CONVERSIONS = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "2", "2.5": conversions may be fractional (data-driven attribution). */
export function formatConversions(conversions: number): string {
  return CONVERSIONS.format(conversions);
}
