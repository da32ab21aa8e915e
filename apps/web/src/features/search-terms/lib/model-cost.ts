import { formatMicros } from '../../../lib/format-money';

/** A cent, in micros of US dollars. */
const CENT_MICROS = 10_000;

/**
 * What the AI model cost a run, in US dollars (the operator's token prices are in dollars):
 * "$4.23"; a run that cost a fraction of a cent says so rather than "$0.00"; null when no price
 * is configured.
 */
export function formatModelCost(costMicros: number | null): string | null {
  if (costMicros === null) return null;
  if (costMicros > 0 && costMicros < CENT_MICROS) return `< ${formatMicros(CENT_MICROS, 'USD')}`;
  return formatMicros(costMicros, 'USD');
}
