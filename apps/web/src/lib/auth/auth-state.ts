// zod/mini: the same schemas, tree-shakable, so reading the session costs little of the first load.
import { MEMBER_ROLE_VALUES } from '@utmost/ads-sdk/enums';
import { z } from 'zod/mini';

const MEMBER_ROLES = MEMBER_ROLE_VALUES;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const authUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  profilePictureUrl: z.optional(z.nullable(z.string())),
  /** The role in the selected organization (spec §6); it changes with the organization. */
  role: z.optional(z.enum(MEMBER_ROLES)),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Spec §3 auth state. Only `user` and `isLoggedIn` outlive the page (see auth-persistence.ts). */
export interface AuthState {
  user: AuthUser | null;
  isLoggedIn: boolean;
  error: { email: string | null; password: string | null };
  userId: string | null;
  organizationId: string | null;
  workspaceId: string | null;
}

export const LOGGED_OUT_STATE: AuthState = {
  user: null,
  isLoggedIn: false,
  error: { email: null, password: null },
  userId: null,
  organizationId: null,
  workspaceId: null,
};

/** Builds the display name of a user, falling back to the e-mail when the names are empty. */
export function formatUserName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}
