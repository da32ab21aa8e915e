import { describe, expect, it } from 'vitest';
import { GaqlError } from './gaql-error.js';
import { parseGaql } from './gaql-parser.js';

function expectGaqlError(query: string, code: string): void {
  try {
    parseGaql(query);
  } catch (error) {
    expect(error).toBeInstanceOf(GaqlError);
    expect((error as GaqlError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code} for: ${query}`);
}

describe('parseGaql', () => {
  it('reads the clauses of the platform client’s ad query', () => {
    const query = parseGaql(
      `SELECT campaign.id, ad_group.id, ad_group_ad.resource_name, ad_group_ad.ad.final_urls
       FROM ad_group_ad WHERE ad_group_ad.status != 'REMOVED'`,
    );
    expect(query).toEqual({
      fields: [
        'campaign.id',
        'ad_group.id',
        'ad_group_ad.resource_name',
        'ad_group_ad.ad.final_urls',
      ],
      resource: 'ad_group_ad',
      conditions: [
        {
          field: 'ad_group_ad.status',
          operator: '!=',
          value: { kind: 'string', value: 'REMOVED' },
        },
      ],
      orderings: [],
      limit: null,
      parameters: {},
    });
  });

  it('takes keywords in any case, ORDER BY with directions, LIMIT and PARAMETERS', () => {
    const query = parseGaql(
      'select campaign.id, campaign.name from campaign order by campaign.name desc, campaign.id limit 5 parameters include_drafts=true, omit_unselected_resource_names = false',
    );
    expect(query.orderings).toEqual([
      { field: 'campaign.name', direction: 'DESC' },
      { field: 'campaign.id', direction: 'ASC' },
    ]);
    expect(query.limit).toBe(5);
    expect(query.parameters).toEqual({
      include_drafts: 'true',
      omit_unselected_resource_names: 'false',
    });
  });

  it('reads every operator', () => {
    const query = parseGaql(
      `SELECT campaign.id FROM campaign WHERE campaign.id = 1 AND campaign.id > -2 AND campaign.id >= 3
       AND campaign.id < 4 AND campaign.id <= 5 AND campaign.status IN ('ENABLED', PAUSED)
       AND campaign.status NOT IN ("REMOVED") AND campaign.name LIKE '%brand\\%%'
       AND campaign.name NOT LIKE 'x_' AND campaign.name REGEXP_MATCH '.*a'
       AND campaign.name NOT REGEXP_MATCH 'b' AND campaign.final_url_suffix IS NULL
       AND campaign.tracking_url_template IS NOT NULL AND segments.date DURING last_30_days
       AND segments.date BETWEEN '2026-01-01' AND '2026-01-31'
       AND campaign.labels CONTAINS ANY ('customers/1/labels/2')`,
    );
    expect(query.conditions.map((condition) => condition.operator)).toEqual([
      '=',
      '>',
      '>=',
      '<',
      '<=',
      'IN',
      'NOT IN',
      'LIKE',
      'NOT LIKE',
      'REGEXP_MATCH',
      'NOT REGEXP_MATCH',
      'IS NULL',
      'IS NOT NULL',
      'DURING',
      'BETWEEN',
      'CONTAINS ANY',
    ]);
    expect(query.conditions[1]).toMatchObject({ value: { kind: 'number', value: '-2' } });
    expect(query.conditions[5]).toMatchObject({
      values: [
        { kind: 'string', value: 'ENABLED' },
        { kind: 'literal', value: 'PAUSED' },
      ],
    });
    expect(query.conditions[7]).toMatchObject({ value: { value: '%brand\\%%' } });
    expect(query.conditions[13]).toMatchObject({ range: 'LAST_30_DAYS' });
    expect(query.conditions[14]).toMatchObject({
      low: { value: '2026-01-01' },
      high: { value: '2026-01-31' },
    });
  });

  it('keeps escaped quotes inside strings', () => {
    const query = parseGaql(
      `SELECT campaign.id FROM campaign WHERE campaign.name = 'Joe\\'s "bar"'`,
    );
    expect(query.conditions[0]).toMatchObject({ value: { value: `Joe's "bar"` } });
  });

  it.each([
    ['campaign.id FROM campaign', 'EXPECTED_SELECT'],
    ['SELECT campaign.id campaign', 'EXPECTED_FROM'],
    ['SELECT campaign.id FROM', 'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE'],
    ['SELECT campaign.id FROM Campaign', 'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE'],
    ['SELECT Campaign.Id FROM campaign', 'BAD_FIELD_NAME'],
    ['SELECT campaign FROM campaign', 'BAD_FIELD_NAME'],
    ['SELECT campaign.id FROM campaign WHERE campaign.id ~ 1', 'BAD_SYMBOL'],
    ['SELECT campaign.id FROM campaign WHERE campaign.id == 1', 'BAD_VALUE'],
    ['SELECT campaign.id FROM campaign WHERE campaign.id 1', 'BAD_OPERATOR'],
    [
      'SELECT campaign.id FROM campaign WHERE campaign.status IN ()',
      'PROHIBITED_EMPTY_LIST_IN_CONDITION',
    ],
    ['SELECT campaign.id FROM campaign WHERE campaign.status IN ENABLED', 'EXPECTED_LIST'],
    ['SELECT campaign.id FROM campaign WHERE campaign.id = (1, 2)', 'EXPECTED_SINGLE_VALUE'],
    ['SELECT campaign.id FROM campaign ORDER campaign.id', 'EXPECTED_BY'],
    ['SELECT campaign.id FROM campaign LIMIT ten', 'BAD_LIMIT_VALUE'],
    ['SELECT campaign.id FROM campaign LIMIT 0', 'LIMIT_VALUE_TOO_LOW'],
    ['SELECT campaign.id FROM campaign LIMIT 1.5', 'BAD_LIMIT_VALUE'],
    ["SELECT campaign.id FROM campaign WHERE campaign.name = 'open", 'QUERY_ERROR'],
    ["SELECT campaign.id FROM campaign WHERE campaign.name = 'a\\qb'", 'BAD_ESCAPE_SEQUENCE'],
    [
      "SELECT campaign.id FROM campaign WHERE campaign.name = 'a\nb'",
      'PROHIBITED_NEWLINE_IN_STRING',
    ],
    ["SELECT segments.date FROM campaign WHERE segments.date BETWEEN '2026-01-01'", 'EXPECTED_AND'],
    [
      'SELECT segments.date FROM campaign WHERE segments.date DURING 30',
      'INVALID_VALUE_WITH_DURING_OPERATOR',
    ],
    ['SELECT campaign.id FROM campaign WHERE campaign.id CONTAINS SOME (1)', 'BAD_OPERATOR'],
    ['SELECT campaign.id FROM campaign LIMIT 5 extra', 'QUERY_ERROR'],
    ['SELECT campaign.id, FROM campaign', 'QUERY_ERROR'],
  ])('refuses %j with %s', (query, code) => {
    expectGaqlError(query, code);
  });
});
