import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const DEFAULT_LANGUAGE = 'en';

// The resources are bundled and init runs synchronously, so the first render already has every
// string: no loading flash and no Suspense boundary for translations.
void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
});

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
