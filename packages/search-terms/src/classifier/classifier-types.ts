/**
 * The search-term classifier's one interface (DESIGN §7): a brief and the account's search-term
 * rows in, a decision per term out. Implementations: `local` (offline, deterministic, reasons
 * from the brief) and, later, `openai` and the hybrid of both.
 */

export type TermCategory = 'product' | 'brand';

/**
 * What an example decides besides its own term: its close variants (the default), or with
 * `phrase` also every term that holds its words in order (a competitor, an unwanted product).
 */
export type ExampleMatchScope = 'closeVariants' | 'phrase';

/** The brief as the classifier reads it (spec §3 AI brief, its rules and extra examples). */
export interface ClassifierBrief {
  /** The advertiser's company name. */
  name: string;
  website: string;
  /** The company overview. */
  shortDescription: string;
  competitorsList: string[];
  products: { name: string; description: string }[];
  /** The AI rules, free text. */
  rules: { description: string }[];
  /**
   * Extra examples: the user's (or the assistant's) decisions on given terms, in the order they
   * take precedence (the brief's own, then the learned ones, newest first). Each covers the
   * term's close variants and, when taught as a phrase, every term holding its words in order.
   */
  examples: {
    searchTerm: string;
    isExclude: boolean;
    category: TermCategory;
    matchScope?: ExampleMatchScope;
  }[];
  /** The user's corrections to how Utmost reads this brief (see `readBrief`). */
  corrections?: Partial<BriefCorrections>;
}

/**
 * Corrections a user makes to the reading of a brief ("How Utmost reads this brief"): each is a
 * rule the next validation follows, above what the reading found in the brief's text.
 */
export interface BriefCorrections {
  /** Words read as places that are something else here ("Larkfield: a product, not a place"). */
  notPlaces: string[];
  /** Places the advertiser serves, whatever the brief's sentences seemed to say. */
  servedPlaces: string[];
  /** Excluded phrases the reading found that the advertiser does not mean to exclude. */
  ignoredExclusions: string[];
  /**
   * Competitors named like an everyday word or a place ("Glaze"): found only where the search
   * treats the name as a company (its login, pricing, reviews), never by the word alone.
   */
  competitorsInContext: string[];
}

/** One search term of the period, as Google Ads reports it (labels never reach a classifier). */
export interface SearchTermRow {
  searchTerm: string;
  matchedKeyword?: string | null;
  matchType?: 'EXACT' | 'PHRASE' | 'BROAD' | string | null;
  campaign?: string | null;
  adGroup?: string | null;
  impressions?: number;
  clicks?: number;
  costMicros?: number;
  conversions?: number;
}

/** What decided a term: the family of the rule or match that settled it. */
export type DecisionSignal =
  | 'example'
  | 'own_brand'
  | 'competitor'
  | 'comparison'
  | 'job_seeker'
  | 'free_or_pirated'
  | 'diy_how_to'
  | 'information'
  | 'other_company_support'
  | 'used_or_fake'
  | 'wrong_audience'
  | 'wrong_location'
  | 'not_sold'
  | 'unrelated'
  | 'relevant'
  /** A model decided (or a close variant's model answer was carried over); its reason says why. */
  | 'model';

export interface TermDecision {
  searchTerm: string;
  isExclude: boolean;
  category: TermCategory;
  /** One sentence a PPC specialist can check, naming the deciding signal. */
  reason: string;
  /** 0–1: how sure the classifier is (the hybrid sends the unsure ones to a model). */
  confidence: number;
  signal: DecisionSignal;
  /**
   * Hybrid only: two model answers disagreed on a costly term, so the decision above is the local
   * classifier's, left for a person to confirm.
   */
  needsReview?: boolean;
  /**
   * Hybrid only: the local classifier's decision on a term the model was asked about, kept beside
   * the model's so a disagreement between them is visible.
   */
  local?: Pick<TermDecision, 'isExclude' | 'category' | 'reason' | 'confidence' | 'signal'>;
  /**
   * Set when one of the brief's examples (its own or a learned decision) changed the term's
   * decision: what the brief's rules alone would have decided, so a run can say which decisions
   * its examples changed.
   */
  rules?: Pick<TermDecision, 'isExclude' | 'category' | 'reason' | 'confidence' | 'signal'>;
}

export interface SearchTermClassifier {
  readonly provider: 'local' | 'openai' | 'hybrid';
  classify(rows: readonly SearchTermRow[]): Promise<TermDecision[]>;
}
