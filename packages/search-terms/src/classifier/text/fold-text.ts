import { stemmer } from 'stemmer';

// Search terms and brief text reduced to comparable tokens: lower case, accents folded
// ("proteína" is "proteina"), "&" read as "and", apostrophes dropped ("men's" is "mens"),
// every other non-letter, non-digit a separator.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Most search terms are already folded: lower-case ASCII words between single spaces. */
const ALREADY_FOLDED = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

export function foldText(text: string): string {
  if (ALREADY_FOLDED.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

const stems = new Map<string, string>();

/** Porter stem of a folded token ("insurers" and "insurer" meet); cached, as terms repeat words. */
export function stemOf(token: string): string {
  let stem = stems.get(token);
  if (stem === undefined) {
    stem = /^\p{N}+$/u.test(token) ? token : stemmer(token);
    if (stems.size > 200_000) stems.clear();
    stems.set(token, stem);
  }
  return stem;
}

export function stemAll(tokens: readonly string[]): string[] {
  return tokens.map(stemOf);
}

/** Where `needle` occurs as a run of whole tokens in `haystack`, or -1 ("car" is not in "carpet"). */
export function findRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0 || needle.length > haystack.length) return -1;
  outer: for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/** Words that carry no topic: never a product, brand or place on their own. */
export const FUNCTION_WORDS = new Set(
  (
    'a an the and or of for to in on at by with without from into near me my our your their its ' +
    'is are be was were do does did can could should would will i you we it this that these those ' +
    'what which who whom how when where why there here as than then so very much many more most ' +
    'any some all no not per vs versus via e g eg etc s'
  ).split(' '),
);
