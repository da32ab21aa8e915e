import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import { revokeUserSessions } from '../repositories/session-repository.js';
import { claimUnverifiedUser } from '../repositories/user-email-proof-repository.js';
import {
  deleteUserIdentities,
  findUserByIdentity,
  insertUserIdentity,
} from '../repositories/user-identity-repository.js';
import { findUserByEmail, type UserRow } from '../repositories/user-repository.js';
import { createAccount } from '../services/account-service.js';
import {
  endWhatUnprovenAccountLeft,
  type UnprovenAccountCleanup,
} from '../services/unproven-account-cleanup.js';
import { SsoFailure } from './sso-failure.js';
import type { SsoProfile } from './sso-providers.js';

/**
 * `claimed`: the owner of the address took an unverified account from whoever made it (its
 * password, sessions, API keys and other sign-in identities ended first).
 */
export type SsoAccountOutcome = 'signed_in' | 'linked' | 'claimed' | 'created';

type Resolved = {
  user: UserRow;
  outcome: SsoAccountOutcome;
  /** On `claimed`: what the account had given others, now ended (the owner is told). */
  cleanup?: UnprovenAccountCleanup;
};
type Identity = { provider: string; subject: string; email: string };

/**
 * The user this provider identity signs in as (issue 11, findings 2 and 3):
 * 1. the one already linked to it;
 * 2. else the account with its e-mail, only when the provider proves the person owns the
 *    address (`isEmailProven`): a verified account is linked; an unverified one is taken by the
 *    owner of the address (see claimAccount); without proof nothing is linked and the person is
 *    told to log in with the password;
 * 3. else a new account with its own organization, verified when the address is proven.
 */
export async function findOrCreateSsoUser(
  db: DatabaseExecutor,
  profile: SsoProfile,
  now: Date,
): Promise<Resolved> {
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
): Promise<Resolved> {
  const linked = await findUserByIdentity(db, profile.provider, profile.subject);
  if (linked) return { user: linked, outcome: 'signed_in' };
  const email = profile.email;
  if (email === undefined) {
    throw new SsoFailure('email_missing', `${profile.provider} gave no verified e-mail`);
  }
  const identity: Identity = { provider: profile.provider, subject: profile.subject, email };
  return db.transaction(async (transaction) => {
    const existing = await findUserByEmail(transaction, email);
    if (existing) return linkExisting(transaction, existing, profile, identity, now);
    return createSsoAccount(transaction, profile, identity, now);
  });
}

async function linkExisting(
  transaction: DatabaseExecutor,
  existing: UserRow,
  profile: SsoProfile,
  identity: Identity,
  now: Date,
): Promise<Resolved> {
  if (!profile.isEmailProven) {
    throw new SsoFailure(
      'email_unproven',
      `${profile.provider} did not prove the address of existing user ${existing.id}; not linked`,
    );
  }
  if (existing.emailVerifiedAt === null) {
    const claimed = await claimAccount(transaction, existing.id, now);
    if (claimed) {
      await insertUserIdentity(transaction, { ...identity, userId: claimed.user.id });
      return { user: claimed.user, outcome: 'claimed', cleanup: claimed.cleanup };
    }
  }
  await insertUserIdentity(transaction, { ...identity, userId: existing.id });
  return { user: existing, outcome: 'linked' };
}

/**
 * Nobody proved the address of this account, so whoever made it may not own the address: the
 * owner, proven by the provider, wins. Its password ends; its sessions and its other sign-in
 * identities (none of them proved the address, or the account would be verified) are revoked,
 * and so is what it gave others: its API keys and the memberships its invitations made
 * (endWhatUnprovenAccountLeft); the address counts as verified. All in the caller's transaction,
 * so a failure leaves the account as it was. Undefined when the account got verified meanwhile.
 */
async function claimAccount(
  transaction: DatabaseExecutor,
  userId: string,
  now: Date,
): Promise<{ user: UserRow; cleanup: UnprovenAccountCleanup } | undefined> {
  const claimed = await claimUnverifiedUser(transaction, userId, now);
  if (!claimed) return undefined;
  await revokeUserSessions(transaction, userId, now);
  const cleanup = await endWhatUnprovenAccountLeft(transaction, userId, now);
  await deleteUserIdentities(transaction, userId);
  return { user: claimed, cleanup };
}

/**
 * A new account. An address the provider did not prove still names it (the person signs in by
 * this identity, not by the address), but leaves it unverified: the day the owner of the
 * address signs in with proof, the owner wins as in claimAccount.
 */
async function createSsoAccount(
  transaction: DatabaseExecutor,
  profile: SsoProfile,
  identity: Identity,
  now: Date,
): Promise<Resolved> {
  const { user } = await createAccount(
    transaction,
    {
      email: identity.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      organizationName: nameOrganization(profile.firstName),
      passwordHash: null,
      loginMethod: profile.provider,
      emailVerifiedAt: profile.isEmailProven ? now : null,
    },
    now,
  );
  await insertUserIdentity(transaction, { ...identity, userId: user.id });
  return { user, outcome: 'created' };
}

function nameOrganization(firstName: string): string {
  return firstName.trim() === '' ? 'My organization' : `${firstName.trim()}'s organization`;
}
