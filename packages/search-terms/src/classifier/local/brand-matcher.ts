import { distance } from 'fastest-levenshtein';
import { isCommonEnglishWord } from '../places/index.js';
import { tokenize } from '../text/fold-text.js';

// A brand named in a search term the way people type it: joined or split ("crumb well"),
// with a letter dropped, doubled or swapped ("crumbwel", "loafsmtih"), with its other words
// or without. Whole tokens only: "car" is never found in "carpet".

/** Edits allowed between a typed word and a brand of this many letters. */
function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 9) return 1;
  return 2;
}

export interface BrandPattern {
  /** As the brief writes it ("Loafsmith Bakery"). */
  name: string;
  tokens: string[];
  joined: string;
  /** The tokens that name this brand rather than its trade ("loafsmith" of "Loafsmith Bakery"). */
  distinctive: string[];
  /** Found only with words that treat it as a company (a user's correction). */
  inContextOnly?: boolean;
  /** First letters of its words (and of its distinctive words' halves cannot differ). */
  initials: Set<string>;
  /** The same letters as a bit mask (`initialsMask`), checked before anything else per term. */
  initialsMask: number;
}

/**
 * One bit per first letter a-z, one more for any other first character. Terms are checked
 * against every competitor, so the check that rules most out costs one AND.
 */
const masks = new WeakMap<readonly string[], number>();
export function initialsMask(tokens: Iterable<string>): number {
  const cached = masks.get(tokens as readonly string[]);
  if (cached !== undefined) return cached;
  let mask = 0;
  for (const token of tokens) {
    const code = token.charCodeAt(0);
    mask |= code >= 97 && code <= 122 ? 1 << (code - 97) : 1 << 30;
  }
  if (Array.isArray(tokens)) masks.set(tokens as readonly string[], mask);
  return mask;
}

export interface BrandMatch {
  pattern: BrandPattern;
  start: number;
  end: number;
  /** The whole name was typed (fuzzily); false when only its distinctive word was. */
  isFullName: boolean;
}

/**
 * `tradeWords` never set the name apart; nor, in a name of several words, does an ordinary word
 * (`isOrdinaryWord`): "Online", "Security" or "Dental" of a name is found only with the rest of it.
 */
export function toBrandPattern(
  name: string,
  tradeWords: ReadonlySet<string>,
  isOrdinaryWord: (token: string) => boolean = () => false,
): BrandPattern {
  const tokens = tokenize(name);
  const unlike = tokens.filter((token) => !tradeWords.has(token) && token.length > 2);
  const distinctive =
    tokens.length === 1 ? unlike : unlike.filter((token) => !isOrdinaryWord(token));
  const initials = new Set([...tokens, ...distinctive].map((token) => token[0]!));
  return {
    name,
    tokens,
    joined: tokens.join(''),
    distinctive,
    initials,
    initialsMask: initialsMask(initials),
  };
}

function isClose(typed: string, target: string, isWord: (token: string) => boolean): boolean {
  if (typed === target) return true;
  // A word of its own ("project", "marathon") is not a misspelling of a name ("Projecto").
  if (isWord(typed)) return false;
  const edits = allowedEdits(target.length);
  if (edits === 0 || Math.abs(typed.length - target.length) > edits) return false;
  // The first letter is rarely mistyped; requiring it keeps distinct words apart.
  return typed[0] === target[0] && distance(typed, target) <= edits;
}

/**
 * A name of several words typed word for word with one word misspelt past its own allowance
 * ("zondrik quellbrook" for "Zandric Quellbrook"): the rest typed exactly, the misspelt word no word of its
 * own, and the whole within the edits the whole name allows.
 */
function isMistypedName(
  typed: readonly string[],
  pattern: Pick<BrandPattern, 'tokens' | 'joined'>,
  isWord: (token: string) => boolean,
): boolean {
  if (pattern.tokens.length < 2 || typed.length !== pattern.tokens.length) return false;
  let exact = 0;
  for (let index = 0; index < typed.length; index += 1) {
    const word = typed[index]!;
    const target = pattern.tokens[index]!;
    if (word === target) {
      exact += 1;
      continue;
    }
    if (word[0] !== target[0] || word.length < 4 || isWord(word) || isCommonEnglishWord(word)) {
      return false;
    }
    // Two letters of a short word changed make another word ("jape" is not "juno"): the
    // misspelt word keeps at least two thirds of its letters.
    if (distance(word, target) > Math.floor(Math.max(word.length, target.length) / 3)) {
      return false;
    }
  }
  return (
    exact > 0 && distance(typed.join(''), pattern.joined) <= allowedEdits(pattern.joined.length)
  );
}

/**
 * Where the brand is named in the term: the full name as consecutive tokens (each close to the
 * name's) or joined into fewer tokens, else one of its distinctive words on its own.
 */
export function findBrand(
  tokens: readonly string[],
  pattern: BrandPattern,
  /** Words that are never a typo of a name: everyday words, the offer's words. */
  isWord: (token: string) => boolean = () => false,
): BrandMatch | null {
  // Every way of typing the name starts a word with one of its words' first letters.
  if ((initialsMask(tokens) & pattern.initialsMask) === 0) return null;
  const size = pattern.tokens.length;
  const initial = pattern.joined[0];
  for (let start = 0; start < tokens.length; start += 1) {
    // Typed word for word or joined, the name starts where its first letter does.
    if (tokens[start]![0] !== initial) continue;
    // The name typed word for word.
    if (start + size <= tokens.length) {
      let isSame = true;
      for (let offset = 0; offset < size && isSame; offset += 1) {
        isSame = isClose(tokens[start + offset]!, pattern.tokens[offset]!, isWord);
      }
      if (isSame) return { pattern, start, end: start + size, isFullName: true };
      if (isMistypedName(tokens.slice(start, start + size), pattern, isWord)) {
        return { pattern, start, end: start + size, isFullName: true };
      }
    }
    // The name joined or split differently: "crumb well", "loaf smith", "bake well". Only a
    // different split counts, and with one typo at most: "pine insurance" is not "Pyne
    // Insurance" typed word for word.
    let joined = '';
    for (let end = start; end < tokens.length && end < start + size + 2; end += 1) {
      joined += tokens[end];
      if (joined.length > pattern.joined.length + 1) break;
      const typedCount = end - start + 1;
      if (typedCount === size) continue;
      if (
        joined === pattern.joined ||
        (joined.length >= 5 &&
          joined[0] === pattern.joined[0] &&
          !(typedCount === 1 && isWord(joined)) &&
          distance(joined, pattern.joined) <= 1)
      ) {
        // "bell tower" for a "Belltower": everyday words that spell the name only joined may
        // mean just what they say, so they count as one word of it, read in context.
        const typed = tokens.slice(start, end + 1);
        const isEverydaySplit = typedCount > size && typed.every((token) => isWord(token));
        return { pattern, start, end: end + 1, isFullName: !isEverydaySplit };
      }
    }
  }
  // The distinctive words together, one misspelt, inside a longer name.
  const { distinctive } = pattern;
  if (distinctive.length >= 2) {
    const run = { tokens: distinctive, joined: distinctive.join('') };
    for (let start = 0; start + distinctive.length <= tokens.length; start += 1) {
      const typed = tokens.slice(start, start + distinctive.length);
      if (isMistypedName(typed, run, isWord)) {
        return { pattern, start, end: start + distinctive.length, isFullName: false };
      }
    }
  }
  // One distinctive word, exactly (typed alone or split: "loaf smith").
  for (const word of pattern.distinctive) {
    for (let index = 0; index < tokens.length; index += 1) {
      if (tokens[index] === word)
        return { pattern, start: index, end: index + 1, isFullName: false };
      // Split in two everyday words ("bell tower" of a "Belltower") it is those words.
      const next = tokens[index + 1];
      if (
        next !== undefined &&
        tokens[index]!.length + next.length === word.length &&
        word.startsWith(tokens[index]!) &&
        word.endsWith(next) &&
        !(isWord(tokens[index]!) && isWord(tokens[index + 1]!))
      ) {
        return { pattern, start: index, end: index + 2, isFullName: false };
      }
    }
  }
  return null;
}
