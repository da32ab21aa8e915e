import type { DatabaseExecutor } from '../../db/database-types.js';
import { isUniqueViolation } from '../../repositories/database-errors.js';
import {
  findUserByIdentity,
  insertUserIdentity,
} from '../../repositories/user-identity-repository.js';
import { findUserByEmail, type UserRow } from '../../repositories/user-repository.js';
import { createAccount } from '../../services/account-service.js';
import { SsoFailure } from './sso-failure.js';
import type { SsoProfile } from './sso-providers.js';

export type SsoAccountOutcome = 'signed_in' | 'linked' | 'created';

/**
 * The user this provider identity signs in as: the one already linked to it; else the user with
 * its (provider-verified) e-mail, now linked; else a new account with its own organization.
 */
export async function findOrCreateSsoUser(
  db: DatabaseExecutor,
  profile: SsoProfile,
  now: Date,
): Promise<{ user: UserRow; outcome: SsoAccountOutcome }> {
  try {
    return await resolveUser(db, profile, now);
  } catch (error) {
    // Two first sign-ins of the same person at once: one wins the unique keys, the other
    // finds what it created.
    if (!isUniqueViolation(error)) throw error;
    return resolveUser(db, profile, now);
  }
}

async function resolveUser(
  db: DatabaseExecutor,
  profile: SsoProfile,
  now: Date,
): Promise<{ user: UserRow; outcome: SsoAccountOutcome }> {
  const linked = await findUserByIdentity(db, profile.provider, profile.subject);
  if (linked) return { user: linked, outcome: 'signed_in' };
  const email = profile.email;
  if (email === undefined) {
    throw new SsoFailure('email_missing', `${profile.provider} gave no verified e-mail`);
  }
  const identity = { provider: profile.provider, subject: profile.subject, email };
  return db.transaction(async (transaction) => {
    const existing = await findUserByEmail(transaction, email);
    if (existing) {
      await insertUserIdentity(transaction, { ...identity, userId: existing.id });
      return { user: existing, outcome: 'linked' as const };
    }
    const { user } = await createAccount(
      transaction,
      {
        email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        organizationName: nameOrganization(profile.firstName),
        passwordHash: null,
        loginMethod: profile.provider,
      },
      now,
    );
    await insertUserIdentity(transaction, { ...identity, userId: user.id });
    return { user, outcome: 'created' as const };
  });
}

function nameOrganization(firstName: string): string {
  return firstName.trim() === '' ? 'My organization' : `${firstName.trim()}'s organization`;
}
