// The predefined date ranges of `segments.date DURING …`, resolved against "today" to an
// inclusive [first, last] pair of YYYY-MM-DD dates. The sandbox keeps every account on UTC days.

export const GAQL_DATE_RANGES = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_14_DAYS',
  'LAST_30_DAYS',
  'LAST_BUSINESS_WEEK',
  'THIS_MONTH',
  'LAST_MONTH',
  'THIS_WEEK_SUN_TODAY',
  'THIS_WEEK_MON_TODAY',
  'LAST_WEEK_SUN_SAT',
  'LAST_WEEK_MON_SUN',
] as const;
export type GaqlDateRange = (typeof GAQL_DATE_RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function formatDate(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

/** Midnight UTC of the day `now` falls on. */
export function startOfUtcDay(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

export function addDays(dayStart: number, days: number): number {
  return dayStart + days * DAY_MS;
}

export function isDateRange(name: string): name is GaqlDateRange {
  return (GAQL_DATE_RANGES as readonly string[]).includes(name);
}

export function resolveDateRange(range: GaqlDateRange, now: number): [string, string] {
  const today = startOfUtcDay(now);
  const weekday = new Date(today).getUTCDay(); // 0 = Sunday
  const daysSinceMonday = (weekday + 6) % 7;
  const span = (from: number, to: number): [string, string] => [
    formatDate(addDays(today, from)),
    formatDate(addDays(today, to)),
  ];
  switch (range) {
    case 'TODAY':
      return span(0, 0);
    case 'YESTERDAY':
      return span(-1, -1);
    case 'LAST_7_DAYS':
      return span(-7, -1);
    case 'LAST_14_DAYS':
      return span(-14, -1);
    case 'LAST_30_DAYS':
      return span(-30, -1);
    case 'LAST_BUSINESS_WEEK':
      return span(-daysSinceMonday - 7, -daysSinceMonday - 3);
    case 'THIS_WEEK_SUN_TODAY':
      return span(-weekday, 0);
    case 'THIS_WEEK_MON_TODAY':
      return span(-daysSinceMonday, 0);
    case 'LAST_WEEK_SUN_SAT':
      return span(-weekday - 7, -weekday - 1);
    case 'LAST_WEEK_MON_SUN':
      return span(-daysSinceMonday - 7, -daysSinceMonday - 1);
    case 'THIS_MONTH': {
      const date = new Date(today);
      return [
        formatDate(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)),
        formatDate(today),
      ];
    }
    case 'LAST_MONTH': {
      const date = new Date(today);
      const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
      const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0);
      return [formatDate(first), formatDate(last)];
    }
  }
}
