import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * scrypt with OWASP's minimum (N=2^15, r=8, p=3). The parameters travel inside the stored hash,
 * so they can be raised later and old hashes still verify.
 */
export const DEFAULT_SCRYPT_PARAMS = { cost: 2 ** 15, blockSize: 8, parallelization: 3 } as const;

export type ScryptParams = { cost: number; blockSize: number; parallelization: number };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelization,
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly N=2^15, r=8.
    maxmem: 256 * params.cost * params.blockSize,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, params);
  return [
    PREFIX,
    params.cost,
    params.blockSize,
    params.parallelization,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parseStoredHash(storedHash);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function parseStoredHash(
  storedHash: string,
): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const [prefix, cost, blockSize, parallelization, salt, key, ...rest] = storedHash.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return undefined;
  const params = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelization: Number(parallelization),
  };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) {
    return undefined;
  }
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no user to check, so a login's timing does
 * not tell whether the e-mail has an account.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a real password');
  await verifyPassword(password, await dummyHash);
}
