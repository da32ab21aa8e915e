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

/** A folded place name as reasons write it ("new south wales" → "New South Wales"). */
export function capitalizePlaceName(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
