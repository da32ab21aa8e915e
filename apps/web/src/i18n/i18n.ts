import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Named imports, not the whole file: the sections only protected pages use are left out of the
// first page's bundle (see app-strings.ts) while en.json stays the one catalogue of strings.
import {
  app,
  appError,
  auth,
  connectionResult,
  deviceUnsupported,
  emailVerification,
  expiredToken,
  fatalError,
  forgotPassword,
  login,
  mailbox,
  modes,
  nav,
  notFound,
  notifications,
  pages,
  passwordUpdated,
  platforms,
  profileMenu,
  resetPassword,
  serverError,
  signUp,
  snackBars,
} from './en.json';

export const DEFAULT_LANGUAGE = 'en';

/** The sections every page may need, the public ones (login, sign-up, error screens) first. */
export const PUBLIC_STRINGS = {
  app,
  modes,
  nav,
  profileMenu,
  auth,
  login,
  signUp,
  forgotPassword,
  resetPassword,
  expiredToken,
  passwordUpdated,
  emailVerification,
  mailbox,
  pages,
  platforms,
  connectionResult,
  appError,
  fatalError,
  serverError,
  notFound,
  deviceUnsupported,
  snackBars,
  notifications,
};

// The resources are bundled and init runs synchronously, so the first render already has every
// string: no loading flash and no Suspense boundary for translations.
void i18next.use(initReactI18next).init({
  // A copy: adding the protected pages' sections later extends the store's object, not this one.
  resources: { en: { translation: { ...PUBLIC_STRINGS } } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
});

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
