import { describe, expect, it } from 'vitest';
import { createNegativeContext } from './negative-context.js';
import { NEGATIVE_ISSUE_CODES } from './negative-messages.js';
import type { HistoricalTerm, PositiveKeyword } from './negative-types.js';
import { planNegatives, type GramInput } from './plan-negatives.js';
import { isTooBareToSuggest, monthlySaving, noConversionThreshold } from './planner-rules.js';

const term = (text: string, cost: number, conversions = 0): HistoricalTerm => ({
  text,
  cost,
  clicks: 2,
  conversions,
});
const keyword = (text: string, matchType = 'EXACT'): PositiveKeyword => ({
  text,
  matchType,
  campaignId: 'c1',
  adGroupId: 'g1',
  status: 'ENABLED',
});
const gram = (text: string, cost: number, conversions = 0): GramInput => ({
  text,
  words: text.split(' ').length,
  cost,
  clicks: 3,
  conversions,
  termCount: 2,
});
const excluded = (text: string, reason = 'Looks for a job, not for a product.') => ({
  text,
  reason,
});

describe('planner rules', () => {
  it('uses three times the target CPA, else the campaign’s CPA', () => {
    expect(noConversionThreshold({ targetCpa: 20, campaignCpa: 50 })).toBe(60);
    expect(noConversionThreshold({ targetCpa: null, campaignCpa: 15 })).toBe(45);
    expect(noConversionThreshold({})).toBeNull();
  });

  it('never suggests a bare “free”, “cheap”, “near me” or “how to”', () => {
    for (const text of ['free', 'Cheap', 'near me', 'how to', 'for the'])
      expect(isTooBareToSuggest(text)).toBe(true);
    expect(isTooBareToSuggest('free zorbel')).toBe(false);
  });

  it('scales the period’s cost to 30 days', () => {
    expect(monthlySaving(90, 90)).toBe(30);
    expect(monthlySaving(10, 7)).toBeCloseTo(42.857, 2);
  });
});

describe('planNegatives', () => {
  it('merges excluded terms into one phrase negative where that blocks nothing else', () => {
    const terms = [
      term('zorbel lantern jobs', 10),
      term('zorbel lantern jobs near me', 6),
      term('marmot jobs', 4),
      term('zorbel lantern', 50, 5),
    ];
    const context = createNegativeContext({ keywords: [keyword('zorbel lantern')], terms });
    const plan = planNegatives(context, {
      excluded: [
        excluded('zorbel lantern jobs'),
        excluded('zorbel lantern jobs near me'),
        excluded('marmot jobs'),
      ],
      cpa: { targetCpa: 10 },
      periodDays: 30,
    });
    expect(plan.suggestions).toHaveLength(1);
    const [merged] = plan.suggestions;
    expect(merged!.negative).toEqual({
      text: 'jobs',
      matchType: 'PHRASE',
      scope: { level: 'account' },
    });
    expect(merged!.replacesTerms.sort()).toEqual([
      'marmot jobs',
      'zorbel lantern jobs',
      'zorbel lantern jobs near me',
    ]);
    expect(merged!.totals).toMatchObject({ terms: 3, cost: 20, conversions: 0 });
    expect(merged!.monthlySaving).toBe(20);
    expect(merged!.reason).toContain('3 excluded search terms');
    expect(merged!.reason).toContain('Looks for a job');
    expect(merged!.pluralVariant).toBe('job');
  });

  it('prefers the longest shared run, which may be a whole excluded term', () => {
    const terms = [
      term('glimmet hire', 6),
      term('glimmet hire prices', 5),
      term('glimmet sale', 9),
    ];
    const context = createNegativeContext({ keywords: [], terms });
    const plan = planNegatives(context, {
      excluded: [excluded('glimmet hire'), excluded('glimmet hire prices')],
      cpa: {},
      periodDays: 30,
    });
    expect(plan.suggestions.map((s) => s.negative.text)).toEqual(['glimmet hire']);
    expect(plan.suggestions[0]!.totals.cost).toBe(11);
  });

  it('does not merge when the shorter negative would block a converting term or a kept one', () => {
    const terms = [
      term('quillfin parasol rental', 8),
      term('quillfin parasol rental cost', 7),
      term('quillfin parasol', 40, 4),
      term('quillfin parasol rental weekly', 3, 1),
    ];
    const context = createNegativeContext({ keywords: [], terms });
    const plan = planNegatives(context, {
      excluded: [excluded('quillfin parasol rental'), excluded('quillfin parasol rental cost')],
      cpa: { targetCpa: 10 },
      periodDays: 30,
    });
    // "rental" and "quillfin parasol rental" (phrase) would block the converting "… rental weekly".
    const negatives = plan.suggestions
      .map((s) => `${s.negative.matchType} ${s.negative.text}`)
      .sort();
    expect(negatives).toEqual([
      'EXACT quillfin parasol rental',
      'PHRASE quillfin parasol rental cost',
    ]);
  });

  it('falls back to exact, then skips with the keyword named, when a term is a keyword', () => {
    const context = createNegativeContext({
      keywords: [keyword('teapot snorkel', 'PHRASE')],
      terms: [term('teapot snorkel', 5), term('teapot snorkel repair', 5)],
    });
    const plan = planNegatives(context, {
      excluded: [excluded('teapot snorkel'), excluded('teapot snorkel repair')],
      cpa: {},
      periodDays: 30,
    });
    expect(plan.suggestions.map((s) => s.negative.text)).toEqual(['teapot snorkel repair']);
    expect(plan.skipped).toHaveLength(1);
    expect(plan.skipped[0]!.issue.code).toBe(NEGATIVE_ISSUE_CODES.blocksKeyword);
    expect(plan.skipped[0]!.issue.message).toContain('teapot snorkel');
  });

  it('uses exact by request, and broad only when asked', () => {
    const terms = [term('trombone jobs', 3), term('jobs trombone', 4)];
    const context = createNegativeContext({ keywords: [], terms });
    const input = {
      excluded: [excluded('trombone jobs'), excluded('jobs trombone')],
      cpa: {},
      periodDays: 30,
    };
    expect(
      planNegatives(context, { ...input, matchType: 'EXACT' }).suggestions.map(
        (s) => s.negative.matchType,
      ),
    ).toEqual(['EXACT', 'EXACT']);
    const broad = planNegatives(context, { ...input, matchType: 'BROAD' }).suggestions;
    expect(broad.map((s) => `${s.negative.matchType} ${s.negative.text}`)).toEqual([
      'BROAD jobs trombone',
    ]);
    expect(
      planNegatives(context, input).suggestions.every((s) => s.negative.matchType === 'PHRASE'),
    ).toBe(true);
  });

  it('suggests a gram with no conversions past three times the CPA, counted on the terms it blocks', () => {
    const terms = [
      term('accordion straps', 40),
      term('accordion strap', 30),
      term('accordion lessons', 5, 1),
    ];
    const context = createNegativeContext({ keywords: [], terms });
    const plan = planNegatives(context, {
      excluded: [],
      grams: [gram('straps', 70), gram('accordion', 75, 1), gram('free', 90), gram('strap', 25)],
      cpa: { targetCpa: 10 },
      periodDays: 15,
    });
    expect(plan.threshold).toBe(30);
    expect(plan.suggestions).toHaveLength(1);
    const [suggestion] = plan.suggestions;
    expect(suggestion!.source).toBe('gram');
    expect(suggestion!.negative.text).toBe('straps');
    expect(suggestion!.terms.map((t) => t.text)).toEqual(['accordion straps']);
    expect(suggestion!.monthlySaving).toBe(80);
    expect(suggestion!.reason).toContain('40.00');
    expect(suggestion!.pluralVariant).toBe('strap');
  });

  it("writes the gram's money in the account's currency", () => {
    const terms = [term('accordion straps', 40)];
    const plan = planNegatives(createNegativeContext({ keywords: [], terms }), {
      excluded: [],
      grams: [gram('straps', 40)],
      cpa: { targetCpa: 10 },
      periodDays: 15,
      currencyCode: 'EUR',
    });
    expect(plan.suggestions[0]!.reason).toContain('€40.00');
    expect(plan.suggestions[0]!.reason).toContain('(€30.00)');
  });

  it('skips a gram whose negative would block a keyword or fall under the threshold once counted', () => {
    const terms = [term('teapot rental', 50), term('teapot rentals', 30)];
    const context = createNegativeContext({
      keywords: [keyword('teapot rental', 'PHRASE')],
      terms,
    });
    const plan = planNegatives(context, {
      excluded: [],
      grams: [gram('rental', 80), gram('rentals', 80)],
      cpa: { targetCpa: 20 },
      periodDays: 30,
    });
    expect(plan.suggestions).toEqual([]);
  });

  it('drops a term negative a gram negative covers, keeping its terms on the gram', () => {
    const terms = [term('marmot blankets wholesale', 40), term('marmot wholesale', 35)];
    const context = createNegativeContext({ keywords: [keyword('marmot blankets')], terms });
    const plan = planNegatives(context, {
      excluded: [excluded('marmot blankets wholesale')],
      grams: [gram('wholesale', 75)],
      cpa: { targetCpa: 10 },
      periodDays: 30,
    });
    expect(plan.suggestions.map((s) => s.negative.text)).toEqual(['wholesale']);
    expect(plan.suggestions[0]!.replacesTerms).toEqual(['marmot blankets wholesale']);
  });

  it('says so when there is nothing to suggest, and when grams have no CPA to go by', () => {
    const context = createNegativeContext({ keywords: [], terms: [term('zorbel', 5)] });
    const plan = planNegatives(context, {
      excluded: [],
      grams: [gram('zorbel', 5)],
      cpa: {},
      periodDays: 30,
    });
    expect(plan.suggestions).toEqual([]);
    expect(plan.notices.map((n) => n.code)).toEqual([
      NEGATIVE_ISSUE_CODES.noCpaThreshold,
      NEGATIVE_ISSUE_CODES.noExcludedTerms,
    ]);
  });

  it('never suggests a bare word from the list, and skips text Google refuses', () => {
    const context = createNegativeContext({
      keywords: [],
      terms: [term('free', 9), term('cheap', 9)],
    });
    const long = Array.from({ length: 11 }, (_, i) => `w${i}`).join(' ');
    const plan = planNegatives(context, {
      excluded: [excluded('free'), excluded('Cheap'), excluded(long)],
      cpa: {},
      periodDays: 30,
    });
    expect(plan.suggestions).toEqual([]);
    expect(plan.skipped.map((s) => s.issue.code)).toEqual([
      NEGATIVE_ISSUE_CODES.tooBare,
      NEGATIVE_ISSUE_CODES.tooBare,
      NEGATIVE_ISSUE_CODES.tooManyWords,
    ]);
    expect(plan.notices).toEqual([]);
    const onlyBare = planNegatives(context, {
      excluded: [excluded('free'), excluded('near me')],
      cpa: {},
      periodDays: 30,
    });
    expect(onlyBare.skipped).toHaveLength(2);
    expect(onlyBare.notices).toEqual([]);
  });

  it('checks keywords and terms only at the scope it plans for', () => {
    const terms: HistoricalTerm[] = [
      { text: 'glimmet repair', cost: 5, conversions: 0, campaignId: 'c2' },
      { text: 'glimmet repair', cost: 7, conversions: 0, campaignId: 'c1' },
    ];
    const context = createNegativeContext({ keywords: [keyword('glimmet repair')], terms });
    const plan = planNegatives(context, {
      excluded: [excluded('glimmet repair')],
      cpa: {},
      periodDays: 30,
      scope: { level: 'campaign', campaignId: 'c2' },
    });
    expect(plan.suggestions).toHaveLength(1);
    expect(plan.suggestions[0]!.totals.cost).toBe(5);
  });

  it('leaves out what an existing negative reaching the scope already blocks', () => {
    const terms = [term('trombone rental', 9), term('zorbel rental', 8)];
    const context = createNegativeContext({ keywords: [], terms });
    const plan = planNegatives(context, {
      excluded: [excluded('trombone rental'), excluded('zorbel rental')],
      cpa: {},
      periodDays: 30,
      scope: { level: 'campaign', campaignId: 'c1' },
      existing: [
        { text: 'rental', matchType: 'BROAD', scope: { level: 'account' } },
        { text: 'zorbel', matchType: 'BROAD', scope: { level: 'campaign', campaignId: 'c2' } },
      ],
    });
    expect(plan.suggestions).toEqual([]);
    expect(plan.alreadyCovered.map((c) => [c.negative.text, c.by.text])).toEqual([
      ['rental', 'rental'],
    ]);
  });
});
