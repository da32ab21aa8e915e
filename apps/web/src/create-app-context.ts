import { can } from '@utmost/ads-sdk';
import { TAGGING_RUN_TIMEOUT_MS } from '@utmost/ads-sdk/query';
import type { AuthState } from './lib/auth/auth-state';
import { createAuthStore } from './lib/auth/auth-store';
import type { AppContext } from './lib/app-context';
import { createErrorDisplayStore } from './lib/error-display';
import { createRequestErrorHandler } from './lib/handle-request-error';
import { createAppModeStore, type AppMode } from './lib/mode/app-mode';
import { notify } from './lib/notify';
import { createAppQueryClient } from './lib/query-client';
import { createAppSdk } from './lib/sdk';
import {
  createMemoryStorage,
  createOrganizationMemory,
  rememberOrganizationChoices,
} from './lib/session/organization-memory';

/** Where the plans are chosen (spec §2 organization tabs). */
const PLANS_PATH = '/organization/subscription';

/**
 * Wires the app's services. `onSessionExpired` is how the SDK reports a failed session refresh;
 * the caller ends the session and lets the router re-run its guards.
 */
export function createAppContext(options: {
  authState: AuthState;
  mode: AppMode;
  onSessionExpired: (context: AppContext) => void;
  fetch?: typeof globalThis.fetch;
  /** Where the chosen organization outlives the page (localStorage); a page-long map without. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Where the browser is sent to another site (Stripe); `window.location.assign` without. */
  leavePage?: (url: string) => void;
}): AppContext {
  const auth = createAuthStore(options.authState);
  const errorDisplay = createErrorDisplayStore();
  const queryClient = createAppQueryClient(
    createRequestErrorHandler({
      errorDisplay,
      notify,
      upgrade: {
        canUpgrade: () => {
          const role = auth.getState().user?.role;
          return role !== undefined && can(role, 'subscription:edit');
        },
        // A refused action leaves nothing to keep on the page: the plans open as a new page.
        openPlans: () => window.location.assign(PLANS_PATH),
      },
    }),
  );
  const appMode = createAppModeStore(options.mode);
  const sdkOptions = {
    auth,
    onSessionExpired: () => options.onSessionExpired(context),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  };
  const context: AppContext = {
    auth,
    errorDisplay,
    queryClient,
    appMode,
    sdk: createAppSdk(sdkOptions),
    runSdk: createAppSdk({ ...sdkOptions, timeoutMs: TAGGING_RUN_TIMEOUT_MS }),
    organizationMemory: createOrganizationMemory(options.storage ?? createMemoryStorage()),
    leavePage: options.leavePage ?? ((url) => window.location.assign(url)),
  };
  rememberOrganizationChoices(auth, context.organizationMemory);
  return context;
}
