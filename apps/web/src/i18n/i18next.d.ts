import 'i18next';
import type en from './en.json';

// Typed keys: `t('appError.tilte')` is a compile error rather than a raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
