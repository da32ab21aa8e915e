import { chmodSync, existsSync, readFileSync, renameSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { OverlayPatch } from '../ads/ads-state.js';
import type { GrantStoreSnapshot } from '../oauth/grant-store.js';

// The sandbox's memory across restarts (SandboxOptions.stateFile): grants with their refresh and
// access tokens, revocations, and the ad overlay. Saves are debounced and atomic (a temporary file
// renamed over the old one), so a crash mid-write never leaves half a file. A file that cannot be
// read is moved aside and the sandbox starts fresh, rather than refusing to start. The file and a
// folder it creates are its owner's alone (0600 / 0700): refresh tokens are kept in plain text.

export interface SandboxStateSnapshot {
  version: 1;
  savedAt: string;
  grants: GrantStoreSnapshot;
  overlay: Record<string, OverlayPatch>;
}

const PROVIDERS = ['google', 'linkedin', 'microsoft'] as const;

const snapshotSchema = z.object({
  version: z.literal(1),
  savedAt: z.string(),
  grants: z.object({
    grants: z.array(
      z.object({
        id: z.string(),
        provider: z.enum(PROVIDERS),
        clientId: z.string(),
        email: z.string(),
        scopes: z.array(z.string()),
        refreshToken: z.string().nullable(),
        refreshExpiresAt: z.number().nullable(),
        revokedAt: z.number().nullable(),
        accessExpiresAt: z.number(),
      }),
    ),
    accessTokens: z.array(
      z.object({
        token: z.string(),
        grantId: z.string(),
        scopes: z.array(z.string()),
        expiresAt: z.number(),
      }),
    ),
  }),
  overlay: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const STATE_SAVE_DELAY_MS = 200;
const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

export class StateFile {
  readonly #path: string;
  readonly #collect: () => SandboxStateSnapshot;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    path: string,
    collect: () => SandboxStateSnapshot,
    onError: (error: unknown) => void,
  ) {
    this.#path = path;
    this.#collect = collect;
    this.#onError = onError;
  }

  /** The saved state, or null when there is none (or it was unreadable and moved aside). */
  load(): SandboxStateSnapshot | null {
    if (!existsSync(this.#path)) return null;
    // A file an older version saved readable by everyone is made private before it is read.
    chmodSync(this.#path, PRIVATE_FILE_MODE);
    try {
      return snapshotSchema.parse(
        JSON.parse(readFileSync(this.#path, 'utf8')),
      ) as SandboxStateSnapshot;
    } catch {
      renameSync(this.#path, `${this.#path}.unreadable-${Date.now()}`);
      return null;
    }
  }

  /** Saves a little later, once a burst of changes (a 10,000-operation mutate) has settled. */
  scheduleSave(): void {
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#save().catch(this.#onError);
    }, STATE_SAVE_DELAY_MS);
    this.#timer.unref();
  }

  /** Writes now if a save is pending, and waits for every write in flight. */
  async flush(): Promise<void> {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
      await this.#save();
    }
    await this.#writing;
  }

  #save(): Promise<void> {
    const snapshot = this.#collect();
    // A failed earlier write must not stop this one: each write starts from the settled previous.
    this.#writing = this.#writing
      .catch(() => undefined)
      .then(async () => {
        await mkdir(dirname(this.#path), { recursive: true, mode: PRIVATE_DIR_MODE });
        const temporary = `${this.#path}.${process.pid}.tmp`;
        // Created private (the rename keeps the mode): the file holds live provider tokens.
        await writeFile(temporary, JSON.stringify(snapshot), {
          encoding: 'utf8',
          mode: PRIVATE_FILE_MODE,
        });
        await rename(temporary, this.#path);
      });
    return this.#writing;
  }
}
