// Google Ads' daily operations quota resets at midnight Pacific time: a run that spent it waits
// until then and resumes by itself (issue 30). Both the API (when to resume) and the web (what
// to tell the marketer) read it from here.

/** The time zone Google's daily quota day follows. */
export const DAILY_LIMIT_TIME_ZONE = 'America/Los_Angeles';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DAILY_LIMIT_TIME_ZONE,
  timeZoneName: 'longOffset',
});
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DAILY_LIMIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Minutes the Pacific zone is ahead of UTC at `instant` (negative: -480 in winter, -420 in summer). */
function findPacificOffsetMinutes(instant: Date): number {
  const zone = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The next midnight in Pacific time after `now`: when Google's daily quota is back. */
export function findDailyLimitReset(now: Date): Date {
  const [year, month, day] = dateFormat.format(now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  // Midnight of the next Pacific day as if it were UTC, then moved by the zone's offset at that
  // moment (read twice: the offset a day later can differ when daylight saving time changes).
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  let reset = midnightAsUtc - findPacificOffsetMinutes(now) * 60_000;
  reset = midnightAsUtc - findPacificOffsetMinutes(new Date(reset)) * 60_000;
  return new Date(reset);
}
