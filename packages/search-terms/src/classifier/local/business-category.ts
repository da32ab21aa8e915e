import { FUNCTION_WORDS, tokenize } from '../text/fold-text.js';

// The noun a brief's overview files the business under: "<name> is a boutique hotel in …" →
// hotel, "we are a family bakery" → bakery, "is a leading provider of quoting software" →
// software. Searchers name a business by that noun ("hotel <town>") even where no product name
// ends in it ("Hotel rooms").

/** Nouns that say a business is one, not what it is: the phrase's other words say that. */
const GENERIC_NOUNS = new Set(
  'company companies business businesses brand brands provider providers supplier suppliers specialist specialists leader leaders group team startup partner partners service services solution solutions maker makers manufacturer producer retailer retailers seller sellers store shop platform destination choice name one place home'.split(
    ' ',
  ),
);

/** Words before a generic noun that praise or place the business rather than name its trade. */
const DESCRIPTIVE_WORDS = new Set(
  'leading top best largest biggest independent online local trusted award winning premier new small modern family owned run based friendly expert global national international digital specialist boutique'.split(
    ' ',
  ),
);

const INTRODUCTION = /\b(?:is|are)\s+(?:a|an|the)?\s*([^.;:!?,()]+)/iu;

export function readBusinessCategory(overview: string): string | null {
  const match = INTRODUCTION.exec(overview);
  if (!match) return null;
  // A possessive ("Hungary's", "the US's") places the business; it does not name its trade.
  const words = match[1]!.split(/\s+/u).filter((word) => !/['’]s$/iu.test(word));
  const tokens = tokenize(words.join(' '));
  const phrase: string[] = [];
  let after: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token === 'of' && phrase.length > 0) {
      after = readPhrase(tokens.slice(index + 1));
      break;
    }
    if (FUNCTION_WORDS.has(token) || startsClause(phrase, token)) break;
    phrase.push(token);
  }
  const head = phrase.at(-1);
  if (head === undefined) return null;
  if (!GENERIC_NOUNS.has(head)) return usable(head);
  // "a provider of quoting software", "an online hiking boot retailer".
  const ofHead = after.at(-1);
  if (ofHead !== undefined && !GENERIC_NOUNS.has(ofHead)) return usable(ofHead);
  const before = phrase.at(-2);
  return before !== undefined && !DESCRIPTIVE_WORDS.has(before) && !GENERIC_NOUNS.has(before)
    ? usable(before)
    : null;
}

/**
 * A verb after the noun starts what the business does ("a family bakery baking …"); an -ing word
 * after a praise word is part of the name of the trade ("a family-run plumbing business").
 */
function startsClause(phrase: readonly string[], token: string): boolean {
  const previous = phrase.at(-1);
  return previous !== undefined && token.endsWith('ing') && !DESCRIPTIVE_WORDS.has(previous);
}

function readPhrase(tokens: readonly string[]): string[] {
  const phrase: string[] = [];
  for (const token of tokens) {
    if (FUNCTION_WORDS.has(token)) break;
    phrase.push(token);
  }
  return phrase;
}

function usable(token: string): string | null {
  return token.length >= 3 && !/\d/u.test(token) && !DESCRIPTIVE_WORDS.has(token) ? token : null;
}
