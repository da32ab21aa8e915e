import { randomBytes, randomInt } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../../../core/private-files.js';
import { hashPassword } from '../auth/password-hashing.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import {
  findUserByEmail,
  markUserEmailVerified,
  updateUser,
} from '../repositories/user-repository.js';
import { createAccount } from './account-service.js';

export const DEMO_EMAIL = 'demo@utmost.local';
export const DEMO_ORGANIZATION_NAME = 'Utmost Demo';
export const DEMO_LOGIN_FILE = 'demo-login.txt';

export interface DemoLogin {
  email: string;
  password: string;
}

/**
 * Embedded mode only: on first start, a demo organization with its owner, whose generated
 * password is kept in DATA_DIR/demo-login.txt so every start prints the same login. When the file
 * is gone the owner gets a new password, so the printed login always works.
 */
export async function seedDemoAccount(db: DatabaseExecutor, dataDir: string): Promise<DemoLogin> {
  const file = join(dataDir, DEMO_LOGIN_FILE);
  const saved = await readSavedPassword(file);
  const password = saved ?? generateDemoPassword();
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (!existing) {
    await createAccount(db, {
      email: DEMO_EMAIL,
      firstName: 'Demo',
      lastName: 'Owner',
      organizationName: DEMO_ORGANIZATION_NAME,
      passwordHash: await hashPassword(password),
      loginMethod: 'basic',
      // Nobody can receive mail at the demo address; the install's owner is its owner.
      emailVerifiedAt: new Date(),
    });
  } else {
    // Demo accounts seeded before addresses were verified.
    await markUserEmailVerified(db, existing.id, new Date());
    if (saved === undefined) {
      await updateUser(db, existing.id, { passwordHash: await hashPassword(password) });
    }
  }
  if (saved === undefined) {
    await writeFile(file, `${DEMO_EMAIL}\n${password}\n`, { mode: PRIVATE_FILE_MODE });
  }
  return { email: DEMO_EMAIL, password };
}

async function readSavedPassword(file: string): Promise<string | undefined> {
  try {
    const [, password] = (await readFile(file, 'utf8')).split('\n');
    return password?.trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const SPECIALS = '!@#$%^&*-_=+?';

/** Random, and always within the spec §5 policy (a lowercase, a capital, a digit, a special). */
export function generateDemoPassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, '');
  const special = SPECIALS[randomInt(SPECIALS.length)] ?? '!';
  return `${body}a${special}Z${String(randomInt(10))}`;
}
