import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AuthStore } from './auth/auth-store';
import type { AppMode, AppModeStore } from './mode/app-mode';

/** Where a logged-in user lands, and where a page the user may not see sends them. */
export const HOME_PATH = '/ad-accounts';
export const LOGIN_PATH = '/login';

interface GuardContext {
  auth: Pick<AuthStore, 'getState'>;
  appMode: Pick<AppModeStore, 'getState'>;
}
interface GuardArguments {
  context: GuardContext;
  location: Pick<ParsedLocation, 'href'>;
}

/** Protected area: not logged in -> /login, remembering where the user was going. */
export function requireLoggedIn({ context, location }: GuardArguments): void {
  if (!context.auth.getState().isLoggedIn) {
    throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } });
  }
}

/** Login-only pages: a logged-in user goes to ad accounts. */
export function redirectLoggedInHome({ context }: Pick<GuardArguments, 'context'>): void {
  if (context.auth.getState().isLoggedIn) throw redirect({ to: HOME_PATH });
}

/** A page of one mode only: in the other mode it redirects to ad accounts (spec §2). */
export function requireMode(mode: AppMode) {
  return function guardMode({ context }: Pick<GuardArguments, 'context'>): void {
    if (context.appMode.getState() !== mode) throw redirect({ to: HOME_PATH });
  };
}

/** Spec §6: external users do not see the organization. */
export function requireNotExternal({ context }: Pick<GuardArguments, 'context'>): void {
  if (context.auth.getState().user?.role === 'external') throw redirect({ to: HOME_PATH });
}
