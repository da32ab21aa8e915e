import { FUNCTION_WORDS, stemAll, tokenize } from '../text/fold-text.js';
import { detectRuleLanguage, RULE_LEXICONS, type RuleLexicon } from './rule-lexicon.js';

// The brief's free-text AI rules read into constraints the classifier can apply: what to exclude
// ("Exclude rye, spelt, oat … bread"), what to keep ("'Gluten-free' … describe our products —
// keep them"), and what scope statements name ("Great Britain only", "We sell sourdough bread").
// Nothing here knows any advertiser: it reads sentence polarity and lists.

export interface RulePhrase {
  /** As the rule words it, for reasons ("bread machines"). */
  text: string;
  /** Folded tokens and their stems. */
  tokens: string[];
  stems: string[];
  /** The rule sentence it came from. */
  sentence: string;
  /** Written in quotes in the rule: meant literally ('X vs Y', 'dairy-free'). */
  isQuoted: boolean;
  /** Starts with what the business does not do ("we don't file tax returns"): its first word is a verb. */
  startsWithVerb?: boolean;
}

export interface ReadRules {
  excluded: RulePhrase[];
  kept: RulePhrase[];
  /** Sentences that set the scope ("… only", "We sell …", "We ship within …"). */
  scopeSentences: string[];
  /** Sentences whose polarity is exclusion (places named there are excluded). */
  exclusionSentences: string[];
  /** Clauses that keep something ("free estimates are fine"). */
  keptSentences: string[];
  /** "any other country", "other countries": everything outside the market is out. */
  excludesOtherCountries: boolean;
}

const EXCLUDE_CUE =
  /\b(exclude[sd]?|excluding|don'?t|do not|never|avoid|not|no|can'?t|cannot|won'?t|aren'?t|isn'?t|doesn'?t|wasted|waste of (money|budget|spend)|(is|are|'re) (all |also )?out|ruled out|off[- ]limits|irrelevant)\b|^\s*nothing\b/i;
const EXPLICIT_EXCLUDE_CUE = /\b(exclude[sd]?|excluding|avoid)\b/i;
const KEEP_CUE = /\b(keep|kept|welcome|are fine|is fine|fine|allowed|okay|ok|relevant)\b/i;
const SCOPE_CUE =
  /\b(only|we sell|we offer|we ship|we serve|we deliver|within|we cover|we work (in|across)|we operate (in|across)|we teach in|our service area)\b/i;
/** Whether a clause sets the scope ("… only", "We serve …", "We ship within …"). */
export function isScopeClause(clause: string): boolean {
  return SCOPE_CUE.test(clause);
}

/** Where a clause's exclusion cue starts ("not" of "Tennessee only, not Mississippi"), or -1. */
export function findExclusionCue(clause: string): number {
  return EXCLUDE_CUE.exec(withoutQuotes(clause))?.index ?? -1;
}

/**
 * A quoted part of a rule: a quote mark that no letter touches from outside, so the apostrophes
 * of "don't" and "customers' own" never open or close one.
 */
const QUOTED = /(?<![\p{L}\p{N}])['‘"“]([^'’"”]{2,80})['’"”](?![\p{L}\p{N}])/gu;

/** A clause with its quoted parts blanked (same length): "keep 'no credit card'" has no cue. */
function withoutQuotes(clause: string): string {
  return clause.replace(QUOTED, (quoted) => ' '.repeat(quoted.length));
}

/** Words that introduce or pad a list item, not part of what it names. */
const ITEM_PADDING = new Set([
  'searches',
  'search',
  'queries',
  'query',
  'terms',
  'term',
  'people',
  'anyone',
  'anything',
  'any',
  'other',
  'all',
  'e',
  'g',
  'eg',
  'including',
  'include',
  'such',
  'like',
  'products',
  'product',
  'them',
  'these',
  'those',
  'etc',
  'also',
  'even',
  'especially',
  'both',
  'either',
  'plus',
  'about',
  'no',
  'not',
  'never',
  // Contractions as folded ("don't" is "dont"): "we don't sell X, don't fit Y".
  'dont',
  'doesnt',
  'cant',
  'wont',
  'arent',
  'isnt',
  // What a business does with the things listed ("we do not sell X", "we don't install Y").
  'sell',
  'sells',
  'offer',
  'offers',
  'provide',
  'provides',
  'stock',
  'carry',
  'install',
  'fit',
  'supply',
  'do',
  'does',
  // Where, not what: places are read separately ("other German towns", "anywhere outside").
  'towns',
  'town',
  'cities',
  'city',
  'countries',
  'country',
  'regions',
  'areas',
  'places',
  'anywhere',
  'outside',
  'beyond',
  'every',
  'everywhere',
  'elsewhere',
  'else',
  'others',
  // How a rule asks, not what it names ("please don't spend on …", "anyone looking for …").
  'please',
  'spend',
  'wanted',
  'worth',
  'looking',
  'wanting',
  'searching',
  'interested',
  'obviously',
  'only',
  // What follows "wasted" or "waste of": the spend, not a thing ("… are wasted clicks").
  'clicks',
  'click',
  'money',
  'budget',
  // What a cue after the list leaves behind ("… are not something we do either").
  'something',
  'either',
  'too',
  // Who, not what: "they aren't our customers".
  'they',
  'he',
  'she',
  // "(ours included)", "jobs at X incl. ours".
  'ours',
  'included',
  'incl',
]);

/** "People wanting to …", "anyone looking to …": a verb follows. */
const WANTING_TO =
  /^\W*(?:\w+\s+)?(?:wanting|looking|trying|hoping|who want|who are looking)\s+to\b/i;

/** Words that point back at things named before ("those brands", "their codes"): no new thing. */
const POINTING_BACK = new Set(['those', 'these', 'their', 'them', 'such']);

/** Words that point at an audience without naming one ("customers", "a fit", "our market"). */
const AUDIENCE_REFERENCES = new Set(
  'customers customer clients client buyers buyer audience market target fit focus us'.split(' '),
);

/**
 * A cue after what it excludes: "X is not for us", "X and Y are out", "X should be excluded",
 * "people … won't hire us". What it excludes comes before it.
 */
const POSTPOSED_CUE =
  /\b(?:is|are|'re|be|get|gets)\s+(?:all\s+|also\s+|simply\s+|just\s+|likewise\s+)?(?:not|never|out|ruled out|excluded|irrelevant|off[- ]limits|wasted|a waste)\b|\b(?:aren'?t|isn'?t)\b|\b(?:won'?t|will not|don'?t|do not|never)\s+(?:hire|buy from|book with|convert|become customers)\b|[–—:]\s*exclude(?:\s+(?:them|these|those|it))?(?=\s*[.!]?\s*$)/gi;
/**
 * Where a postposed cue's subject starts: after a colon, a dash, a "so", or what a keep said
 * before it ("Samples are fine (we send them), freebies are not").
 */
const SUBJECT_START =
  /.*(?::|\s[–—-]\s|\bso\b|\bbecause\b|\bwhich means\b|\b(?:are|is)\s+(?:fine|ok|okay|welcome|good|great|allowed)\b[^,]*,)/is;
/** What may follow a postposed cue without naming a thing ("… are not our customers", "… for us"). */
const CUE_LEFTOVERS = new Set([
  ...AUDIENCE_REFERENCES,
  ...'our leads prospects patients guests students something we do offer sell either too scope of worth paying for interest interested relevant welcome a an the really at all'.split(
    ' ',
  ),
]);
/** After a postposed cue, a list that goes on ("…, including searches for …"). */
const LIST_GOES_ON = /^\W*(including|such as|e\.?\s?g\.?|like|for example)\b|^\s*:/i;
/** A concession names no thing: "… are not customers, even if they use the word 'X'". */
const CONCESSION =
  /,?\s*\b(even if|even when|even though|although|regardless of|whether or not|unless|except (?:if|when|where))\b.*$/is;

/** A clause about competitors ("other clinics' names", "rival brands"). */
const COMPETITOR_CLAUSE =
  /\b(competitor|competitors|competitor's|competitors'|rival|rivals)\b|\bother\b[^.;]{0,40}\bnames?\b|\bbrand names?\b/i;

/** Cues after which a verb follows: "we don't install", "we never fit". */
const VERB_CUE = /^\s*(don'?t|doesn'?t|do not|does not|never|won'?t|will not|can'?t|cannot)\b/i;

function toPhrase(
  text: string,
  sentence: string,
  isQuoted: boolean,
  afterVerbCue = false,
  isTrimmed = false,
): RulePhrase | null {
  const tokens = tokenize(text);
  // Trim padding and function words at both ends ("searches for whey" → "whey").
  let start = 0;
  let end = tokens.length;
  const isPadding = (token: string) => FUNCTION_WORDS.has(token) || ITEM_PADDING.has(token);
  if (!isQuoted && !isTrimmed) {
    while (start < end && isPadding(tokens[start]!)) start += 1;
    // "dentist near me" is a search, not a dentist: a rule's example keeps how it asks.
    const keepsNearMe = tokens.at(-2) === 'near' && tokens.at(-1) === 'me' && tokens.length > 2;
    while (end > start && !keepsNearMe && isPadding(tokens[end - 1]!)) end -= 1;
  }
  const kept = tokens.slice(start, end);
  if (kept.length === 0 || kept.length > 6) return null;
  if (tokens.slice(0, start).some((token) => POINTING_BACK.has(token))) return null;
  // "don't bid on other brands": how keywords are bought, which the brand matching reads.
  if (kept.includes('bid') || kept.includes('bidding')) return null;
  // "other languages", "other Italian regions": a class named against what is served, no thing.
  if (tokens.slice(0, start).some((token) => token === 'other' || token === 'others')) return null;
  // "… aren't our customers", "not a fit for us": who is meant comes before the cue, not after.
  if (kept.every((token) => AUDIENCE_REFERENCES.has(token))) return null;
  // "(45 km/h)": units and numbers name nothing to exclude.
  if (kept.every((token) => token.length <= 2 || /\d/.test(token))) return null;
  // "don't sell spare parts" names a thing once its padding verb is gone; "don't file tax
  // returns" still starts with the verb.
  const startsWithVerb =
    afterVerbCue && !tokens.slice(0, start).some((token) => DOING_WORDS.has(token));
  return {
    text: kept.join(' '),
    tokens: kept,
    stems: stemAll(kept),
    sentence,
    isQuoted,
    ...(startsWithVerb ? { startsWithVerb } : {}),
  };
}

/** The padding words that are what a business does with the things listed. */
const DOING_WORDS = new Set(
  'sell sells offer offers provide provides stock carry install fit supply'.split(' '),
);

/** Splits a rule into clauses of one polarity ("Keep …; exclude …" is two). */
export function splitClauses(text: string): string[] {
  return (
    text
      .replace(/\be\.\s?g\.|\bi\.\s?e\.|\betc\./gi, (match) => match.replace(/\./g, ''))
      .replace(/\b([A-Z])\.([A-Z])\./g, '$1$2')
      // "St. Pete", "Ft. Myers", "Acme Co.": an abbreviation's point ends no sentence.
      .replace(/\b(St|Ste|Mt|Ft|Pt|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Co|Ltd|Ave|Rd)\.(?=\s+\p{Lu})/gu, '$1')
      // "No X, but Y are welcome": each side of a "but" has its own polarity.
      .split(/(?<=[.!?])\s+|;\s*|,?\s+\bbut\b\s+|,?\s+\bhowever\b,?\s+/i)
      .map((clause) => clause.trim())
      .filter((clause) => clause.length > 0)
  );
}

/** The quoted parts of a clause ('X vs Y', "does … cover flooding"). */
function readQuoted(clause: string): string[] {
  return [...clause.matchAll(QUOTED)].map((match) => match[1]!);
}

/**
 * The listed items of a clause after its cue word: "Exclude a, b and c (d, e)"; each says whether
 * a verb starts it ("don't repair …, don't sell …").
 */
function readItems(clause: string, cue: RegExp): { text: string; afterVerbCue: boolean }[] {
  // The list follows an explicit "exclude" before any other cue: "we are a bakery, not a
  // bistro: exclude a, b and c"; "exclude a and b that are not about c".
  const unquoted = withoutQuotes(clause);
  const match =
    (cue === EXCLUDE_CUE ? EXPLICIT_EXCLUDE_CUE.exec(unquoted) : null) ?? cue.exec(unquoted);
  const tail = match ? clause.slice(match.index + match[0].length) : clause;
  const isVerbCue = match !== null && VERB_CUE.test(match[0]);
  return splitList(tail, isVerbCue);
}

function splitList(text: string, isVerbCue = false): { text: string; afterVerbCue: boolean }[] {
  const items = splitListItems(text, isVerbCue);
  // "booking, cancelling or checking a test date": verbs that share the next item's object name
  // no thing alone, and that item starts with its verb.
  const isBareVerb = (item: { text: string }) => /^\p{L}+ing$/u.test(item.text);
  const isVerbPhrase = (item: { text: string }) => /^\p{L}+ing\s+\S/u.test(item.text);
  const read: { text: string; afterVerbCue: boolean }[] = [];
  items.forEach((item, index) => {
    const next = items.slice(index + 1).find((later) => !isBareVerb(later));
    const sharesObject = next !== undefined && isVerbPhrase(next);
    if (isBareVerb(item) && sharesObject) return;
    const previous = items[index - 1];
    read.push(
      previous && isBareVerb(previous) && isVerbPhrase(item)
        ? { ...item, afterVerbCue: true }
        : item,
    );
  });
  return read;
}

function splitListItems(
  text: string,
  isVerbCue: boolean,
): { text: string; afterVerbCue: boolean }[] {
  return (
    text
      // "No jobs (dentists, nurses …)": kinds of the job a searcher wants, which the job
      // searches' own words find; read as things they would exclude what is sold.
      .replace(/\b(jobs?|vacancies)\s*\([^)]*\)/gi, '$1')
      .replace(QUOTED, ' , ')
      .split(/,|\(|\)|\/|\band\b|\bor\b|:|\bas well as\b|\bsuch as\b/i)
      .map((item, index) => ({
        // "places far from us": how far is the place reader's, not part of the thing.
        text: item.replace(/\b(far|away) from\b.*$/i, '').trim(),
        afterVerbCue: (index === 0 && isVerbCue) || VERB_CUE.test(item),
      }))
      .filter((item) => item.text.length > 0)
  );
}

/**
 * The cues of a clause that follow what they exclude ("A and B are not for us"), each with where
 * it starts and where the words it leaves behind end.
 */
export function findPostposedCues(clause: string): { start: number; end: number }[] {
  const unquoted = withoutQuotes(clause);
  return [...unquoted.matchAll(POSTPOSED_CUE)]
    .map((match) => {
      const after = unquoted.slice(match.index + match[0].length);
      const leftover = /^[^,;:.–—()]*/.exec(after)![0];
      return { start: match.index, end: match.index + match[0].length + leftover.length, leftover };
    })
    .filter(({ leftover }) =>
      tokenize(leftover).every(
        (token) => CUE_LEFTOVERS.has(token) || FUNCTION_WORDS.has(token) || ITEM_PADDING.has(token),
      ),
    )
    .map(({ start, end }) => ({ start, end }));
}

/**
 * The items an exclusion clause names. With a cue after its list ("Booking software for A, B or C
 * is not for us"), the list is what comes before the cue; a cue before the list reads as usual.
 */
function readExcludedItems(clause: string): { text: string; afterVerbCue: boolean }[] {
  const postposed = findPostposedCues(clause);
  if (postposed.length === 0) return readItems(clause, EXCLUDE_CUE);
  const items: { text: string; afterVerbCue: boolean }[] = [];
  let cursor = 0;
  for (const cue of postposed) {
    // "Diners are not our audience: people wanting to … should be excluded": each cue has its list.
    const before = clause.slice(cursor, cue.start);
    const subjectStart = SUBJECT_START.exec(before)?.[0].length ?? 0;
    // What a cue before the subject names ("We're vegan – no A, B or C, so …"): each aside
    // between dashes with a cue of its own is a list.
    for (const lead of before.slice(0, subjectStart).split(/\s[–—-]\s|:/)) {
      if (EXCLUDE_CUE.test(withoutQuotes(lead))) items.push(...readItems(lead, EXCLUDE_CUE));
    }
    // "A, B or C are people studying on their own – exclude": the list ends at its verb.
    const subject = before.slice(subjectStart).replace(/(?<=\S)\s+(?:are|is)\s.*$/is, '');
    // "People wanting to hire a canoe …": what they want to do starts with its verb.
    const wantsToDo = WANTING_TO.test(subject);
    items.push(
      ...splitList(subject).map((item) => (wantsToDo ? { ...item, afterVerbCue: true } : item)),
    );
    cursor = cue.end;
  }
  const rest = clause.slice(cursor);
  if (LIST_GOES_ON.test(rest)) items.push(...splitList(rest.replace(LIST_GOES_ON, '')));
  return items;
}

/** "isn’t" as typed on most keyboards' autocorrect reads as "isn't". */
function withStraightApostrophes(text: string): string {
  return text.replace(/(?<=\p{L})[’‘](?=\p{L})/gu, "'");
}

/** A rule lightly folded: lower case, accents off, punctuation kept (lists are read by it). */
function foldKeepingPunctuation(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A language's cues and list words compiled once: the rules of another language read by them. */
interface ForeignReading {
  lexicon: RuleLexicon;
  excludeCue: RegExp;
  keepCue: RegExp;
  scopeCue: RegExp;
  listSplit: RegExp;
  /** "but", "except" and dashes: where a clause of another language turns. */
  clauseSplit: RegExp;
  padding: ReadonlySet<string>;
}

const foreignReadings = new Map<RuleLexicon, ForeignReading>();

/** A folded word as a pattern that also finds it written with accents, once decomposed. */
function withAnyAccents(word: string): string {
  return [...word]
    .map((letter) => `${letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\p{M}*`)
    .join('');
}

function foreignReadingOf(lexicon: RuleLexicon): ForeignReading {
  let reading = foreignReadings.get(lexicon);
  if (reading) return reading;
  const alternation = (items: readonly string[]) =>
    items.map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const patterns = (lexicon.excludePatterns ?? []).map((pattern) =>
    pattern.source.replace(/^\^|\$$/g, ''),
  );
  const whole = (source: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'u');
  reading = {
    lexicon,
    excludeCue: whole([alternation(lexicon.excludeCues), ...patterns].join('|')),
    keepCue: whole(alternation(lexicon.keepCues)),
    scopeCue: whole(alternation(lexicon.scopeCues)),
    listSplit: new RegExp(
      `[,()/:;…]|\\s[–—-]\\s|\\.{3}|(?<![\\p{L}\\p{N}])(?:${alternation(lexicon.listWords)})(?![\\p{L}\\p{N}])`,
      'u',
    ),
    // Matched on the clause decomposed (NFD), each letter with any accent: "αλλά" is "αλλα".
    clauseSplit: new RegExp(
      `\\s[–—-]\\s|,?\\s(?:${lexicon.butWords.map(withAnyAccents).join('|')})(?![\\p{L}\\p{N}])`,
      'iu',
    ),
    padding: new Set([...lexicon.padding, ...lexicon.excludeCues, ...lexicon.keepCues]),
  };
  foreignReadings.set(lexicon, reading);
  return reading;
}

/**
 * The things a clause in another language excludes. A cue that opens the clause ("No hacemos X,
 * ni Y", "Emme myy X") comes before its list; one later in it ("X a Y ne", "X pois") after it.
 */
function readForeignExcludedItems(
  clause: string,
  reading: ForeignReading,
): { text: string; afterVerbCue: boolean }[] {
  const folded = foldKeepingPunctuation(withoutQuotes(clause));
  const listStart = folded.lastIndexOf(':') + 1;
  const list = folded.slice(listStart);
  const cue = reading.excludeCue.exec(list);
  if (!cue) return splitForeignList(list, reading);
  const after = splitForeignList(list.slice(cue.index + cue[0].length), reading);
  const before = splitForeignList(list.slice(0, cue.index), reading);
  const opensClause = tokenize(list.slice(0, cue.index)).length <= 1;
  return (opensClause && after.length > 0) || before.length === 0 ? after : before;
}

/** A clause of another language cut where it turns ("X nemáme, ale 'Y' je v pořádku"). */
function splitForeignClause(clause: string, reading: ForeignReading): string[] {
  return clause
    .normalize('NFD')
    .split(reading.clauseSplit)
    .map((part) => part.normalize('NFC').trim())
    .filter((part) => part.length > 0);
}

function splitForeignList(
  text: string,
  reading: ForeignReading,
): { text: string; afterVerbCue: boolean }[] {
  return text
    .split(reading.listSplit)
    .map((item) => {
      const tokens = tokenize(item ?? '');
      let start = 0;
      let end = tokens.length;
      const isPadding = (token: string) =>
        reading.padding.has(token) || reading.excludeCue.test(token);
      while (start < end && isPadding(tokens[start]!)) start += 1;
      while (end > start && isPadding(tokens[end - 1]!)) end -= 1;
      return tokens.slice(start, end).join(' ');
    })
    .filter((text) => text.length > 2)
    .map((text) => ({ text, afterVerbCue: false }));
}

/**
 * "'X' is ok, 'Y' is not" ("'X' ist ok, 'Y' nicht"): a clause that both keeps and excludes, each
 * comma-separated part with a cue of its own, is read part by part; otherwise it stays whole (a
 * list "no A, B or C" shares its one cue).
 */
function splitMixedClause(
  clause: string,
  cuesOf: (text: string) => { excludes: boolean; keeps: boolean },
): string[] {
  const whole = cuesOf(clause);
  if (!whole.excludes || !whole.keeps) return [clause];
  const parts = clause
    .split(/,\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length < 2) return [clause];
  return parts.every((part) => {
    const cues = cuesOf(part);
    return cues.excludes || cues.keeps;
  })
    ? parts
    : [clause];
}

export function readRules(rules: readonly string[]): ReadRules {
  const language = detectRuleLanguage(rules);
  const foreign = language === 'en' ? null : foreignReadingOf(RULE_LEXICONS[language]);
  const read: ReadRules = {
    excluded: [],
    kept: [],
    scopeSentences: [],
    exclusionSentences: [],
    keptSentences: [],
    excludesOtherCountries: false,
  };
  for (const rule of rules.map(withStraightApostrophes)) {
    const clauses = splitClauses(rule).map((text) => text.replace(CONCESSION, ''));
    const cuesOf = (clause: string) => {
      const folded = foreign ? foldKeepingPunctuation(withoutQuotes(clause)) : '';
      return {
        excludes:
          EXCLUDE_CUE.test(withoutQuotes(clause)) || (foreign?.excludeCue.test(folded) ?? false),
        keeps: KEEP_CUE.test(clause) || (foreign?.keepCue.test(folded) ?? false),
      };
    };
    const split = foreign ? clauses.flatMap((text) => splitForeignClause(text, foreign)) : clauses;
    for (const clause of split.flatMap((text) => splitMixedClause(text, cuesOf))) {
      const cues = cuesOf(clause);
      const isExclusion = cues.excludes;
      const isKeeping = !isExclusion && cues.keeps;
      const folded = foreign ? foldKeepingPunctuation(withoutQuotes(clause)) : '';
      if (isScopeClause(clause) || (foreign?.scopeCue.test(folded) ?? false)) {
        read.scopeSentences.push(clause);
      }
      if (isExclusion) {
        read.exclusionSentences.push(clause);
        if (/\b(any|all)? ?other countr(y|ies)\b/i.test(clause)) read.excludesOtherCountries = true;
      }
      if (isKeeping) read.keptSentences.push(clause);
      const target = isExclusion ? read.excluded : isKeeping ? read.kept : null;
      if (target === null) continue;
      // Competitors are found by their names; the things listed about them ("their products,
      // coupons, stores") are not excluded for everyone.
      if (COMPETITOR_CLAUSE.test(clause)) continue;
      for (const quoted of readQuoted(clause)) {
        const phrase = toPhrase(quoted, clause, true);
        if (phrase) target.push(phrase);
      }
      const items = !isExclusion
        ? readItems(clause, KEEP_CUE)
        : foreign
          ? readForeignExcludedItems(clause, foreign)
          : readExcludedItems(clause);
      for (const item of items) {
        // Another language's items come trimmed by its own padding; English's would cut its words.
        const phrase = toPhrase(item.text, clause, false, item.afterVerbCue, foreign !== null);
        if (phrase) target.push(phrase);
      }
    }
  }
  return read;
}
