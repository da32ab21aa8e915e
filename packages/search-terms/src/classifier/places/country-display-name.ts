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

/** Short forms of countries written in capitals, not as names ("uk" → "UK", never "Uk"). */
const CAPITALS_SHORT_FORMS = new Set([
  'uk',
  'u.k',
  'usa',
  'u.s',
  'u.s.a',
  'uae',
  'u.a.e',
  'nz',
  'n.z',
]);

/** A folded place name as reasons write it ("new south wales" → "New South Wales", "uk" → "UK"). */
export function capitalizePlaceName(text: string): string {
  return text
    .split(' ')
    .map((word) =>
      CAPITALS_SHORT_FORMS.has(word)
        ? word.toUpperCase()
        : word.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
    )
    .join(' ');
}
