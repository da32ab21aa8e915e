import { APP_MODES, readInitialMode, type AppMode, type AppModeStore } from './app-mode';

/**
 * The last mode chosen in this browser. Spec §3 keeps only the user on the device; issue 13 asks
 * for the choice to survive a reload and a new tab, which only the device can do before login.
 */
export const MODE_STORAGE_KEY = 'utmost.mode';

type ModeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readStoredMode(storage: Pick<ModeStorage, 'getItem'>): AppMode | null {
  const value = storage.getItem(MODE_STORAGE_KEY);
  return APP_MODES.find((mode) => mode === value) ?? null;
}

/**
 * The mode a visit starts in: a `searchTerms` parameter in this visit's URL is an explicit pick
 * (a link from the marketing site); otherwise the last choice in this browser; otherwise the
 * `searchTerms` cookie an earlier link left (spec §2), which defaults to tagging.
 */
export function pickInitialMode({
  hasModeParam,
  storedMode,
  cookieValue,
}: {
  hasModeParam: boolean;
  storedMode: AppMode | null;
  cookieValue: string | undefined;
}): AppMode {
  if (!hasModeParam && storedMode !== null) return storedMode;
  return readInitialMode(cookieValue);
}

/** Keeps every change of mode (a switch, or a page of one mode opened by link) for the next visit. */
export function persistMode(store: AppModeStore, storage: ModeStorage): () => void {
  const save = () => {
    try {
      storage.setItem(MODE_STORAGE_KEY, store.getState());
    } catch {
      // A full or blocked storage only costs the next visit its remembered mode.
    }
  };
  save();
  return store.subscribe(save);
}
