/** The device key holding the versions this browser last loaded. */
export const VERSIONS_STORAGE_KEY = 'utmost.versions';
/** How often the deployed versions are asked for (and on window focus). */
export const VERSIONS_REFETCH_INTERVAL_MS = 5 * 60_000;

export type Versions = Record<string, string>;
type VersionsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readStoredVersions(storage: VersionsStorage): Versions | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VERSIONS_STORAGE_KEY) ?? 'null');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === 'string')
      ? (Object.fromEntries(entries) as Versions)
      : null;
  } catch {
    return null;
  }
}

export function storeVersions(storage: VersionsStorage, versions: Versions): void {
  try {
    storage.setItem(VERSIONS_STORAGE_KEY, JSON.stringify(versions));
  } catch {
    // A full or blocked storage only means the banner cannot be remembered.
  }
}

export function areVersionsEqual(a: Versions, b: Versions): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Whether the deployed versions differ from the ones stored on the device. With nothing stored,
 * the deployed ones are what this browser runs, so nothing is new (and they should be stored).
 */
export function isNewVersion(stored: Versions | null, deployed: Versions): boolean {
  return stored !== null && !areVersionsEqual(stored, deployed);
}

/** Stores the deployed versions when the device has none yet: the first load is the baseline. */
export function storeFirstVersions(storage: VersionsStorage, deployed: Versions): void {
  if (readStoredVersions(storage) === null) storeVersions(storage, deployed);
}
