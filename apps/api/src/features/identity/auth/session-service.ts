import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { isTransactionRollback } from '../../../core/db/transaction-rollback.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findSessionByTokenHash,
  insertSession,
  isSessionFamilyLive,
  markSessionReplaced,
  revokeSessionFamily,
  revokeUserSessions,
  type SessionRow,
} from '../repositories/session-repository.js';
import { findUserById, type UserRow } from '../repositories/user-repository.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken } from './access-token.js';
import { createSecretToken, hashSecretToken } from '../../../core/security/secret-tokens.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';

/** A refresh token lives 30 days from its issue; every refresh issues a new one. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * Two tabs whose access tokens expire together both refresh with the same cookie; the slower one
 * presents a token the faster one has just rotated. Within this window that is not theft: the
 * slower tab gets its own token of the same family instead of ending the session everywhere.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export type SessionDependencies = Pick<ServiceDependencies, 'db' | 'settings' | 'now' | 'logger'>;

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** Signs the user in: a new refresh-token family, and both cookies on the reply. */
export async function startSession(
  reply: FastifyReply,
  deps: SessionDependencies,
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  const issued = await issueRefreshToken(deps.db, user.id, randomUUID(), deps.now());
  setCookies(reply, deps, user.id, issued);
}

/**
 * Rotates the refresh token from the cookie and answers the signed-in user. A token presented
 * again after its rotation (outside the grace window) revokes its whole family: someone else
 * has a copy.
 */
export async function refreshSession(
  reply: FastifyReply,
  deps: SessionDependencies,
  refreshToken: string | undefined,
): Promise<UserRow> {
  const now = deps.now();
  const session = refreshToken
    ? await findSessionByTokenHash(deps.db, hashSecretToken(refreshToken))
    : undefined;
  if (!session || session.expiresAt <= now) throw refuse(reply, deps);

  const rotated = session.revokedAt
    ? await handleRotatedToken(deps, session, now)
    : await rotateToken(deps, session, now);
  if (!rotated) throw refuse(reply, deps);
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw refuse(reply, deps);
  setCookies(reply, deps, user.id, rotated);
  return user;
}

/** Logout: the family of the caller's session is revoked and both cookies expire. */
export async function endSession(
  reply: FastifyReply,
  deps: SessionDependencies,
  familyId: string,
): Promise<void> {
  await revokeSessionFamily(deps.db, familyId, deps.now());
  clearSessionCookies(reply, deps.settings);
}

/** Every session of the user, on every device (after a password recovery). */
export async function endAllSessions(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  userId: string,
): Promise<void> {
  await revokeUserSessions(deps.db, userId, deps.now());
}

interface IssuedToken {
  token: string;
  familyId: string;
}

async function rotateToken(
  deps: SessionDependencies,
  session: SessionRow,
  now: Date,
): Promise<IssuedToken | undefined> {
  const rotated = await deps.db
    .transaction(async (transaction) => {
      const issued = await issueRefreshToken(transaction, session.userId, session.familyId, now);
      const isWon = await markSessionReplaced(transaction, session.id, issued.sessionId, now);
      if (!isWon) transaction.rollback();
      return issued;
    })
    .catch((error: unknown) => {
      // Another request rotated the same token between our read and our write.
      if (isTransactionRollback(error)) return undefined;
      throw error;
    });
  if (rotated) return rotated;
  const current = await findSessionByTokenHash(deps.db, session.tokenHash);
  return current ? handleRotatedToken(deps, current, now) : undefined;
}

async function handleRotatedToken(
  deps: SessionDependencies,
  session: SessionRow,
  now: Date,
): Promise<IssuedToken | undefined> {
  const isWithinGrace =
    session.replacedById !== null &&
    session.revokedAt !== null &&
    now.getTime() - session.revokedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (
    isWithinGrace &&
    (await isSessionFamilyLive(deps.db, session.userId, session.familyId, now))
  ) {
    return issueRefreshToken(deps.db, session.userId, session.familyId, now);
  }
  if (session.replacedById !== null) {
    deps.logger.warn(
      { userId: session.userId, familyId: session.familyId },
      'A rotated refresh token was presented again: revoking its family',
    );
    await revokeSessionFamily(deps.db, session.familyId, now);
  }
  return undefined;
}

async function issueRefreshToken(
  executor: DatabaseExecutor,
  userId: string,
  familyId: string,
  now: Date,
): Promise<IssuedToken & { sessionId: string }> {
  const token = createSecretToken();
  const session = await insertSession(executor, {
    userId,
    familyId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { token, familyId, sessionId: session.id };
}

function setCookies(
  reply: FastifyReply,
  deps: SessionDependencies,
  userId: string,
  issued: IssuedToken,
): void {
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const accessToken = signAccessToken(deps.settings.accessTokenKey, {
    userId,
    familyId: issued.familyId,
    expiresAt: nowSeconds + ACCESS_TOKEN_LIFETIME_SECONDS,
  });
  setSessionCookies(reply, deps.settings, {
    accessToken,
    accessMaxAgeSeconds: ACCESS_TOKEN_LIFETIME_SECONDS,
    refreshToken: issued.token,
    refreshMaxAgeSeconds: REFRESH_TOKEN_LIFETIME_SECONDS,
  });
}

function refuse(reply: FastifyReply, deps: SessionDependencies): AppError {
  clearSessionCookies(reply, deps.settings);
  return new AppError('UNAUTHORIZED', SESSION_ENDED);
}
