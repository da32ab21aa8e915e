import { describe, expect, it } from 'vitest';
import { checkNegatives, describeNegative } from './check-negatives.js';
import { createNegativeContext } from './negative-context.js';
import { NEGATIVE_ISSUE_CODES } from './negative-messages.js';
import type {
  HistoricalTerm,
  NegativeKeyword,
  NegativeScope,
  PositiveKeyword,
} from './negative-types.js';

const keyword = (
  text: string,
  matchType: PositiveKeyword['matchType'],
  place: { campaignId?: string; adGroupId?: string; status?: string } = {},
): PositiveKeyword => ({
  text,
  matchType,
  campaignId: place.campaignId ?? 'c1',
  adGroupId: place.adGroupId ?? 'g1',
  campaignName: `Campaign ${place.campaignId ?? 'c1'}`,
  adGroupName: `Group ${place.adGroupId ?? 'g1'}`,
  status: place.status ?? 'ENABLED',
});

const term = (
  text: string,
  cost: number,
  conversions = 0,
  more: Partial<HistoricalTerm> = {},
): HistoricalTerm => ({
  text,
  cost,
  clicks: 1,
  conversions,
  conversionValue: conversions * 40,
  ...more,
});

const account: NegativeScope = { level: 'account' };
const negative = (
  text: string,
  matchType: NegativeKeyword['matchType'],
  scope: NegativeScope = account,
) => ({
  text,
  matchType,
  scope,
});

const keywords = [
  keyword('zorbel lantern', 'EXACT'),
  keyword('quillfin parasol', 'PHRASE', { campaignId: 'c2', adGroupId: 'g2' }),
  keyword('teapot snorkel', 'BROAD', { campaignId: 'c2', adGroupId: 'g3', status: 'PAUSED' }),
];
const terms = [
  term('zorbel lantern', 30, 3),
  term('zorbel lantern repair', 12, 0),
  term('zorbel lantern repair manual', 8, 0),
  term('repair zorbel lantern', 5, 0),
  term('quillfin parasol repair', 20, 0, { campaignId: 'c2' }),
  term('glimmet repair', 9, 0, { campaignId: 'c1' }),
];

describe('checkNegatives: blocked keywords', () => {
  const context = createNegativeContext({ keywords, terms });

  it('refuses a negative that would block a converting exact keyword, naming it', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('zorbel lantern', 'PHRASE')],
      existing: [],
    });
    expect(check!.keywords.map((k) => k.text)).toEqual(['zorbel lantern']);
    expect(check!.refusals.map((issue) => issue.code)).toEqual([
      NEGATIVE_ISSUE_CODES.blocksKeyword,
      NEGATIVE_ISSUE_CODES.blocksConvertingTerm,
    ]);
    expect(check!.refusals[0]!.message).toContain('zorbel lantern');
    expect(check!.refusals[0]!.message).toContain('Group g1');
    expect(check!.canApply).toBe(false);
  });

  it('does not refuse one that would not block it because of word order', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('lantern zorbel', 'PHRASE')],
      existing: [],
    });
    expect(check!.keywords).toEqual([]);
    expect(check!.refusals).toEqual([]);
    expect(check!.canApply).toBe(true);
  });

  it('a broad negative in any order does block it', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('lantern zorbel', 'BROAD')],
      existing: [],
    });
    expect(check!.keywords.map((k) => k.text)).toEqual(['zorbel lantern']);
  });

  it('checks only the keywords its scope reaches', () => {
    const inC1: NegativeScope = { level: 'campaign', campaignId: 'c1' };
    const list: NegativeScope = { level: 'sharedList', listId: 'l1', campaignIds: ['c2'] };
    const [campaign, shared] = checkNegatives(context, {
      proposed: [
        negative('quillfin parasol', 'EXACT', inC1),
        negative('quillfin parasol', 'EXACT', list),
      ],
      existing: [],
    });
    expect(campaign!.keywords).toEqual([]);
    expect(shared!.keywords.map((k) => k.text)).toEqual(['quillfin parasol']);
  });

  it('leaves paused keywords out (an account list meets every enabled keyword)', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('snorkel', 'BROAD')],
      existing: [],
    });
    expect(check!.keywords).toEqual([]);
  });

  it('lets the user override a refused negative by name', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('zorbel lantern', 'PHRASE')],
      existing: [],
      overrides: ['Zorbel Lantern'],
    });
    expect(check!.overridden).toBe(true);
    expect(check!.canApply).toBe(true);
  });
});

describe('checkNegatives: what it would have blocked', () => {
  const context = createNegativeContext({ keywords, terms });

  it('sums the blocked terms’ spend, conversions and value, most costly first', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('repair', 'BROAD')],
      existing: [],
    });
    expect(check!.terms.map((t) => t.text)).toEqual([
      'quillfin parasol repair',
      'zorbel lantern repair',
      'glimmet repair',
      'zorbel lantern repair manual',
      'repair zorbel lantern',
    ]);
    expect(check!.totals).toEqual({
      terms: 5,
      cost: 54,
      clicks: 5,
      conversions: 0,
      conversionValue: 0,
    });
    expect(check!.refusals).toEqual([]);
  });

  it('counts at a campaign scope only the terms served there (and those without a campaign)', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('repair', 'BROAD', { level: 'campaign', campaignId: 'c2' })],
      existing: [],
    });
    expect(check!.terms.map((t) => t.text)).not.toContain('glimmet repair');
    expect(check!.terms.map((t) => t.text)).toContain('quillfin parasol repair');
  });

  it('refuses a negative that blocks a term that converted', () => {
    const ctx = createNegativeContext({ keywords: [], terms });
    const [check] = checkNegatives(ctx, { proposed: [negative('zorbel', 'BROAD')], existing: [] });
    expect(check!.refusals.map((issue) => issue.code)).toEqual([
      NEGATIVE_ISSUE_CODES.blocksConvertingTerm,
    ]);
    expect(check!.totals.conversions).toBe(3);
    expect(check!.totals.conversionValue).toBe(120);
  });
});

describe('checkNegatives: existing and redundant', () => {
  const context = createNegativeContext({ keywords: [], terms });

  it('flags a negative that already exists at that scope (a one-word phrase is the broad one)', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('glimmet', 'PHRASE')],
      existing: [negative('Glimmet', 'BROAD')],
    });
    expect(check!.alreadyExists).toBe(true);
    expect(check!.canApply).toBe(false);
    expect(check!.notices[0]!.code).toBe(NEGATIVE_ISSUE_CODES.alreadyExists);
  });

  it('flags one a wider existing negative makes redundant, at a scope it reaches', () => {
    const campaign: NegativeScope = { level: 'campaign', campaignId: 'c1' };
    const [narrower, elsewhere] = checkNegatives(context, {
      proposed: [
        negative('glimmet repair kit', 'PHRASE', campaign),
        negative('glimmet repair kit', 'PHRASE', { level: 'campaign', campaignId: 'c9' }),
      ],
      existing: [
        negative('glimmet repair', 'PHRASE', {
          level: 'sharedList',
          listId: 'l1',
          campaignIds: ['c1'],
        }),
      ],
    });
    expect(describeNegative(narrower!.redundantWith!)).toBe('"glimmet repair"');
    expect(narrower!.notices[0]!.code).toBe(NEGATIVE_ISSUE_CODES.redundant);
    expect(elsewhere!.redundantWith).toBeUndefined();
  });

  it('flags the second of two proposals when the first already blocks all it would', () => {
    const [first, second, again] = checkNegatives(context, {
      proposed: [
        negative('marmot', 'BROAD'),
        negative('marmot trombone', 'EXACT'),
        negative('marmot', 'BROAD'),
      ],
      existing: [],
    });
    expect(first!.redundantWith).toBeUndefined();
    expect(first!.alreadyExists).toBe(false);
    expect(second!.redundantWith?.text).toBe('marmot');
    expect(again!.alreadyExists).toBe(true);
  });

  it('does not call a proposal redundant beside an earlier one that is refused', () => {
    const ctx = createNegativeContext({
      keywords: [keyword('zorbel lantern', 'EXACT')],
      terms: [],
    });
    const [refused, later] = checkNegatives(ctx, {
      proposed: [negative('zorbel', 'BROAD'), negative('zorbel repair', 'PHRASE')],
      existing: [],
    });
    expect(refused!.canApply).toBe(false);
    expect(later!.redundantWith).toBeUndefined();
  });

  it('does not call a phrase redundant beside a broad negative of other words', () => {
    const [check] = checkNegatives(context, {
      proposed: [negative('glimmet repair', 'PHRASE')],
      existing: [negative('glimmet kit', 'BROAD')],
    });
    expect(check!.redundantWith).toBeUndefined();
  });
});

describe('checkNegatives: text, variants and misspellings', () => {
  it('reports text Google refuses and offers the plural', () => {
    const context = createNegativeContext({ keywords: [], terms: [] });
    const [check] = checkNegatives(context, {
      proposed: [negative('zorbel lantern!', 'PHRASE')],
      existing: [],
    });
    expect(check!.textIssues.map((issue) => issue.code)).toEqual([
      NEGATIVE_ISSUE_CODES.invalidChars,
    ]);
    expect(check!.canApply).toBe(false);
    expect(check!.pluralVariant).toBe('zorbel lanterns');
  });

  it('flags what Google may also block as a misspelling, without counting it', () => {
    const context = createNegativeContext({
      keywords: [keyword('parasoll shop', 'EXACT')],
      terms: [
        term('quillfin parasoll', 4),
        term('quillfin parasols', 6),
        term('quillfin parasol', 2),
      ],
    });
    const [check] = checkNegatives(context, {
      proposed: [negative('quillfin parasol', 'PHRASE')],
      existing: [],
    });
    expect(check!.terms.map((t) => t.text)).toEqual(['quillfin parasol']);
    expect(check!.mayAlsoBlock.terms.map((t) => t.text)).toEqual(['quillfin parasoll']);
    expect(check!.mayAlsoBlock.keywords).toEqual([]);
    expect(check!.notices.map((issue) => issue.code)).toEqual([
      NEGATIVE_ISSUE_CODES.mayBlockMisspellings,
    ]);
    expect(check!.refusals).toEqual([]);

    const [single] = checkNegatives(context, {
      proposed: [negative('parasol', 'BROAD')],
      existing: [],
    });
    expect(single!.mayAlsoBlock.keywords.map((k) => k.text)).toEqual(['parasoll shop']);
  });
});
