// en.json's sections through scripts/json-sections-plugin.ts (see app-strings.ts), typed as en.json.
declare module '*/en.json?sections' {
  // An ambient module cannot import by a relative path; the type query can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const catalogue: typeof import('./en.json');
  export = catalogue;
}
