import { createSeededRandom } from '../../seeded-random.js';
import type { GoogleSearchTerm } from '../seed/google-types.js';
import type { RowMetrics } from './gaql/gaql-fields.js';

// Spreads a search term's 30-day totals over 30 days, deterministically (seeded by the term), so
// that `segments.date` rows add up to the totals exactly and keep clicks <= impressions and
// conversions <= clicks on every day.

export const SEARCH_TERM_DAYS = 30;

function hashText(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

/** Splits `total` units over days in proportion to `weights`, largest remainders first. */
function splitByWeights(total: number, weights: number[]): number[] {
  const sum = weights.reduce((accumulator, weight) => accumulator + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((accumulator, share) => accumulator + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Day 0 is the oldest of the 30 days (today - 30), day 29 is yesterday. */
export function spreadSearchTermOverDays(term: GoogleSearchTerm, salt: string): RowMetrics[] {
  const random = createSeededRandom(
    hashText(`${salt}\u0000${term.adGroupId}\u0000${term.searchTerm}`),
  );
  const weights = Array.from({ length: SEARCH_TERM_DAYS }, () => 0.2 + random());
  const clicks = splitByWeights(term.clicks, weights);
  // Impressions: every click's day has at least that many; the rest follows the weights.
  const extraImpressions = splitByWeights(term.impressions - term.clicks, weights);
  const costMicros = splitByWeights(term.costMicros, clicks);
  // Conversions in hundredths, only on days with clicks, never more than the day's clicks.
  const conversionHundredths = splitByWeights(Math.round(term.conversions * 100), clicks);
  return clicks.map((dayClicks, day) => ({
    impressions: dayClicks + (extraImpressions[day] ?? 0),
    clicks: dayClicks,
    costMicros: costMicros[day] ?? 0,
    conversions: Math.min(dayClicks, (conversionHundredths[day] ?? 0) / 100),
  }));
}
