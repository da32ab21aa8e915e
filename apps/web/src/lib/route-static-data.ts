import type en from '../i18n/en.json';

/** A translation key under `pages.*`, used as a route's page title. */
type PageTitleKey = `pages.${keyof typeof en.pages & string}`;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title shown in the header and the browser tab. */
    titleKey?: PageTitleKey;
  }
}
