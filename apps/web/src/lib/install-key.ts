// The install key opens the local mailbox (embedded mode). It arrives once, in the link the
// server's start-up banner prints (`/mailbox?key=…`), and is kept for this tab only, so the app's
// own links to the mailbox (after "forgot password", say) keep working there, while closing the
// tab forgets it. It never goes into a URL the app makes: the API gets it as a header.

const STORAGE_KEY = 'utmost.installKey';

/** Where storage is switched off, the key lasts until the page reloads. */
let keyInMemory: string | undefined;

export function readInstallKey(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return keyInMemory;
  }
}

export function storeInstallKey(key: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    keyInMemory = key;
  }
}
