import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM with a key derived from APP_SECRET: the sealed text is both unreadable and
// tamper-evident, so the browser can carry server-side state without being able to read it.

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface ValueSealer {
  seal(plain: string): string;
  /** Undefined when the text was not sealed by this sealer (wrong key, purpose or tampering). */
  open(sealed: string): string | undefined;
}

/** `purpose` separates keys: a value sealed for one use cannot be opened as another. */
export function createValueSealer(appSecret: string, purpose: string): ValueSealer {
  const key = Buffer.from(hkdfSync('sha256', appSecret, '', `utmost:${purpose}`, KEY_BYTES));
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    open: (sealed) => {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
