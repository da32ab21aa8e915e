import type { QueryClient } from '@tanstack/react-query';
import type { UtmostClient } from '@utmost/ads-sdk';
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthStore } from './auth/auth-store';
import type { ErrorDisplayStore } from './error-display';
import type { AppModeStore } from './mode/app-mode';
import type { OrganizationMemory } from './session/organization-memory';

/**
 * The app's services. The same object is the router context (guards and loaders read it) and a
 * React context (components read it), so a test can render any component with fakes.
 */
export interface AppContext {
  queryClient: QueryClient;
  auth: AuthStore;
  sdk: UtmostClient;
  /**
   * The same API for the tagging-run call only, whose wait (spec §7: up to 3 minutes) outlasts the
   * default time-out of every other call.
   */
  runSdk: UtmostClient;
  appMode: AppModeStore;
  errorDisplay: ErrorDisplayStore;
  /** The organization each user last worked in on this device (issue 25). */
  organizationMemory: OrganizationMemory;
  /**
   * Sends the browser to another site: Stripe Checkout or its customer portal (issue 29).
   * `window.location.assign` in the app; a test passes its own to see where the page went.
   */
  leavePage: (url: string) => void;
}

const AppReactContext = createContext<AppContext | null>(null);

export function AppContextProvider({
  value,
  children,
}: {
  value: AppContext;
  children: ReactNode;
}) {
  return <AppReactContext value={value}>{children}</AppReactContext>;
}

export function useAppContext(): AppContext {
  const context = useContext(AppReactContext);
  if (context === null) throw new Error('useAppContext needs an <AppContextProvider> above it');
  return context;
}
