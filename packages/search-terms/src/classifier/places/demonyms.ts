import { isCommonEnglishWord } from './common-words.js';

/**
 * Demonyms derived from English place names by the regular suffix patterns of English
 * ("America" → "american", "Grenada" → "grenadian", "Morocco" →
 * "moroccan", "Pakistan" → "pakistani", "Britain" → "british"), not written by hand per country.
 * A pattern also makes forms nobody writes ("japanian"); they are harmless, since only text that
 * contains them can match. Irregular demonyms ("Dutch", "French", "Thai") are not derivable and
 * stay out. Each suffix rule has a rank; a form two places share keeps only the places of its best
 * rank (a country "<X>ia" and another "<X>" both give "<X>ian": the first by "+n" wins over the
 * second by "+ian"). A form that is an English word is dropped ("greenish" from Greenland).
 */
type SuffixRule = (name: string) => string | undefined;

const SUFFIX_RULES: SuffixRule[] = [
  (name) => (name.endsWith('a') ? `${name}n` : undefined), // america → american
  (name) => (name.endsWith('land') ? landToIsh(name) : undefined), // <name>land → <name>ish
  (name) => (name.endsWith('y') ? `${name.slice(0, -1)}ian` : undefined), // italy → italian
  (name) => (name.endsWith('o') ? `${name.slice(0, -1)}an` : undefined), // morocco → moroccan
  (name) => (name.endsWith('ain') ? `${name.slice(0, -3)}ish` : undefined), // britain → british
  (name) => (name.endsWith('ain') ? `${name.slice(0, -3)}anish` : undefined), // -ain → -anish
  (name) => (name.endsWith('ey') ? `${name.slice(0, -2)}ish` : undefined), // turkey → turkish
  (name) => (name.endsWith('en') ? `${name.slice(0, -2)}ish` : undefined), // <name>en → <name>ish
  (name) => (name.endsWith('a') ? `${name.slice(0, -1)}ian` : undefined), // grenada → grenadian
  (name) => (name.endsWith('a') ? `${name.slice(0, -1)}ese` : undefined), // china → chinese
  (name) => (name.endsWith('y') ? name.slice(0, -1) : undefined), // normandy → norman
  (name) => (/[^aeiouy]$/.test(name) ? `${name}ian` : undefined), // iran → iranian
  (name) => (/[^aeiouy]$/.test(name) ? `${name}ese` : undefined), // japan → japanese
  (name) => (/[^aeiouy]$/.test(name) ? `${name}i` : undefined), // pakistan → pakistani
];

function landToIsh(name: string): string {
  const stem = name.slice(0, -'land'.length);
  if (stem.endsWith('e')) return `${stem.slice(0, -1)}ish`; // a stem's final e goes
  // A short vowel before one consonant doubles it: fin-land → finnish.
  if (/[^aeiou][aeiou][^aeiouy]$/.test(stem) && stem.length <= 4) return `${stem}${stem.at(-1)}ish`;
  return `${stem}ish`; // green-land → greenish
}

/** Demonym → the ISO codes of the places it derives from, from one-word place names. */
export function deriveDemonyms(
  places: readonly { name: string; code: string }[],
): Map<string, string[]> {
  const best = new Map<string, { rank: number; codes: Set<string> }>();
  for (const { name, code } of places) {
    if (name.includes(' ') || name.length < 4) continue;
    SUFFIX_RULES.forEach((rule, rank) => {
      const form = rule(name);
      if (!form || form === name || isCommonEnglishWord(form)) return;
      const known = best.get(form);
      if (!known || rank < known.rank) best.set(form, { rank, codes: new Set([code]) });
      else if (rank === known.rank) known.codes.add(code);
    });
  }
  return new Map([...best].map(([form, { codes }]) => [form, [...codes]]));
}
