import { EMAIL_ALREADY_REGISTERED, findTrialEnd } from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { LoginMethod } from '../schema.js';
import { AppError } from '../../../core/errors/app-error.js';
import { insertMembership } from '../repositories/membership-repository.js';
import {
  insertOrganization,
  type OrganizationRow,
} from '../repositories/organization-repository.js';
import { insertSubscription } from '../repositories/subscription-repository.js';
import { insertUser, type UserRow } from '../repositories/user-repository.js';
import { insertWorkspace, type WorkspaceRow } from '../repositories/workspace-repository.js';
import { isUniqueViolation } from '../../../core/db/database-errors.js';

/** Ad accounts a trial may connect; payments (a later issue) set the paid plans' limits. */
export const TRIAL_MAX_AD_ACCOUNTS = 5;
export const DEFAULT_WORKSPACE_NAME = 'Default workspace';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  /** Null for single sign-on accounts. */
  passwordHash: string | null;
  loginMethod: LoginMethod;
  /**
   * When the owner proved the address, if they already did: a single sign-on provider that vouches
   * for it, or the demo account. Left out (null), the address counts as unverified until the
   * verification e-mail's link is followed.
   */
  emailVerifiedAt?: Date | null;
}

export interface CreatedAccount {
  user: UserRow;
  organization: OrganizationRow;
  workspace: WorkspaceRow;
}

/**
 * A new user with everything they need to start: their organization, its workspace, the owner
 * membership and a 7-day trial, all in one transaction. A taken e-mail answers 400 on `email`.
 */
export async function createAccount(
  db: DatabaseExecutor,
  account: NewAccount,
  now: Date = new Date(),
): Promise<CreatedAccount> {
  try {
    return await db.transaction(async (transaction) => {
      const user = await insertUser(transaction, {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash: account.passwordHash,
        loginMethod: account.loginMethod,
        emailVerifiedAt: account.emailVerifiedAt ?? null,
      });
      const organization = await insertOrganization(transaction, {
        name: account.organizationName,
        contactEmail: user.email,
        billingEmail: user.email,
      });
      const workspace = await insertWorkspace(transaction, {
        organizationId: organization.id,
        name: DEFAULT_WORKSPACE_NAME,
      });
      await insertMembership(transaction, {
        organizationId: organization.id,
        userId: user.id,
        email: user.email,
        role: 'owner',
        status: 'active',
      });
      await insertSubscription(transaction, {
        organizationId: organization.id,
        type: 'trial',
        status: 'trial',
        trialEndsAt: findTrialEnd(now),
        maxAllowedAc: TRIAL_MAX_AD_ACCOUNTS,
        extraAllowedAc: 0,
      });
      return { user, organization, workspace };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('BAD_REQUEST', EMAIL_ALREADY_REGISTERED, {
        fieldErrors: { email: EMAIL_ALREADY_REGISTERED },
        cause: error,
      });
    }
    throw error;
  }
}
