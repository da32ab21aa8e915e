import './lib/disable-zod-jit';
import './i18n/i18n';
import './styles.css';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { DeviceGate } from './components/screens/device-gate';
import { FatalErrorBoundary } from './components/screens/fatal-error-boundary';
import { createAppContext } from './create-app-context';
import { persistAuthState, restoreAuthState } from './lib/auth/auth-persistence';
import { endSession } from './lib/end-session';
import { saveSearchTermsParam, SEARCH_TERMS_COOKIE } from './lib/mode/app-mode';
import { persistMode, pickInitialMode, readStoredMode } from './lib/mode/mode-persistence';
import { createAppRouter } from './router';

async function startApp(rootElement: HTMLElement): Promise<void> {
  // Before the mode is read: a `searchTerms` parameter in the first URL picks this load's mode.
  const hasModeParam = saveSearchTermsParam(window.location.search, Cookies);
  const authState = await restoreAuthState(window.localStorage);

  const context = createAppContext({
    authState,
    mode: pickInitialMode({
      hasModeParam,
      storedMode: readStoredMode(window.localStorage),
      cookieValue: Cookies.get(SEARCH_TERMS_COOKIE),
    }),
    storage: window.localStorage,
    onSessionExpired: (appContext) => {
      endSession(appContext);
      // Re-running the guards sends the user from the protected page to /login.
      void router.invalidate();
    },
  });
  persistAuthState(context.auth, window.localStorage);
  persistMode(context.appMode, window.localStorage);
  const router = createAppRouter(context);

  createRoot(rootElement).render(
    <StrictMode>
      <FatalErrorBoundary>
        <DeviceGate>
          <App context={context} router={router} />
        </DeviceGate>
      </FatalErrorBoundary>
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');
startApp(rootElement).catch((error: unknown) => {
  // Nothing rendered yet, so React's boundaries cannot help: show the plain fallback.
  createRoot(rootElement).render(
    <FatalErrorBoundary>
      <ThrowError error={error} />
    </FatalErrorBoundary>,
  );
});

function ThrowError({ error }: { error: unknown }): never {
  throw error;
}
