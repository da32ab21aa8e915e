import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let englishNames: Record<string, string | string[]> | undefined;

/** A country's usual English name for reasons ("GB" → "United Kingdom"); the code if unknown. */
export function describeCountry(code: string): string {
  englishNames ??= (
    require('i18n-iso-countries/langs/en.json') as { countries: Record<string, string | string[]> }
  ).countries;
  const name = englishNames[code];
  return (Array.isArray(name) ? name[0] : name) ?? code;
}
