// The LinkedIn Marketing versions the sandbox serves, each with the day LinkedIn stops serving it.
// LinkedIn answers a version past its sunset, or one it never released, with 426
// NONEXISTENT_VERSION "Requested version … is not active", so a client whose default went stale
// fails a test here as it would fail in production.
//
// Source of the dates: the "API Migration Status" table of
// https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations (202407-202411,
// 202510, 202511, 202601-202603) and the deprecation banner of the Marketing pages ("202508 … will
// be sunset on August 17, 2026"). Versions marked `isDateConfirmed: false` exist per the monthly
// release notes (https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes
// names 202606 and 202608) but their sunset day was not on a page we could read: it is estimated as
// the 15th of the same month a year later (LinkedIn supports a version "a minimum of one year").
// The migrations table lists no 202512, so LinkedIn released none and the sandbox refuses it. A
// version is served from the first day of its month [unconfirmed: the exact release day varies].

export interface LinkedInVersionLife {
  version: string;
  /** First day the version is refused, UTC. */
  sunsetOn: string;
  isDateConfirmed: boolean;
}

export const LINKEDIN_MIGRATIONS_URL =
  'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';

const confirmed = (version: string, sunsetOn: string): LinkedInVersionLife => ({
  version,
  sunsetOn,
  isDateConfirmed: true,
});

/** A version LinkedIn released whose sunset day is only estimated. */
function estimated(version: string): LinkedInVersionLife {
  const year = Number(version.slice(0, 4)) + 1;
  return { version, sunsetOn: `${year}-${version.slice(4, 6)}-15`, isDateConfirmed: false };
}

export const LINKEDIN_VERSION_SUNSETS: readonly LinkedInVersionLife[] = [
  estimated('202401'),
  estimated('202402'),
  estimated('202403'),
  estimated('202404'),
  estimated('202405'),
  estimated('202406'),
  confirmed('202407', '2025-07-22'),
  confirmed('202408', '2025-08-18'),
  confirmed('202409', '2025-09-15'),
  confirmed('202410', '2025-10-15'),
  confirmed('202411', '2025-11-17'),
  estimated('202501'),
  estimated('202502'),
  estimated('202503'),
  estimated('202504'),
  estimated('202505'),
  estimated('202506'),
  estimated('202507'),
  confirmed('202508', '2026-08-17'),
  estimated('202509'),
  confirmed('202510', '2026-10-15'),
  confirmed('202511', '2026-11-16'),
  confirmed('202601', '2027-01-15'),
  confirmed('202602', '2027-02-15'),
  confirmed('202603', '2027-03-16'),
  estimated('202604'),
  estimated('202605'),
  estimated('202606'),
  estimated('202607'),
  estimated('202608'),
  estimated('202609'),
  estimated('202610'),
  estimated('202611'),
];

const BY_VERSION = new Map(LINKEDIN_VERSION_SUNSETS.map((life) => [life.version, life]));

/**
 * Whether LinkedIn serves `version` (`YYYYMM` or a patch `YYYYMM.NN`) at `nowMs`: in the table,
 * released and not yet sunset.
 */
export function isLinkedInVersionLive(version: string, nowMs: number): boolean {
  const match = /^(\d{6})(\.\d{2})?$/.exec(version);
  const life = match?.[1] === undefined ? undefined : BY_VERSION.get(match[1]);
  if (life === undefined) return false;
  const releasedOn = Date.UTC(
    Number(life.version.slice(0, 4)),
    Number(life.version.slice(4)) - 1,
    1,
  );
  return nowMs >= releasedOn && nowMs < Date.parse(`${life.sunsetOn}T00:00:00Z`);
}
