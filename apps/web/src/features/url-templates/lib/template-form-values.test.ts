import { describe, expect, it } from 'vitest';
import {
  isSameTemplate,
  toActiveTemplateMap,
  toParameterRows,
  type ParameterRow,
} from './template-form-values';

function row(key: string, value: string, extra: Partial<ParameterRow> = {}): ParameterRow {
  return { id: key, key, value, isDynamic: false, toBeDeleted: false, ...extra };
}

describe('template form values', () => {
  it('turns a stored map into rows in its order, and back without removed or unnamed rows', () => {
    const rows = toParameterRows({
      utm_source: { value: 'google', isDynamic: false },
      utm_campaign: { value: '{campaign_name}', isDynamic: true, toBeDeleted: true },
    });
    expect(rows).toEqual([
      { ...row('utm_source', 'google'), id: expect.any(String) },
      {
        ...row('utm_campaign', '{campaign_name}', { isDynamic: true, toBeDeleted: true }),
        id: expect.any(String),
      },
    ]);
    expect(rows[0]?.id).not.toBe(rows[1]?.id);
    expect(
      toActiveTemplateMap([...rows, row('', 'x'), row(' utm_source ', 'second'), row('b', '')]),
    ).toEqual({
      utm_source: { value: 'google', isDynamic: false },
      b: { value: '', isDynamic: false },
    });
  });

  it('compares what a template would publish: removed rows and surrounding spaces do not count', () => {
    const saved = { name: 'Brand', parameters: [row('utm_source', 'google')] };
    expect(
      isSameTemplate(saved, {
        name: 'Brand ',
        parameters: [row('utm_source', 'google '), row('x', 'y', { toBeDeleted: true })],
      }),
    ).toBe(true);
    expect(isSameTemplate(saved, { ...saved, name: 'Brand 2' })).toBe(false);
    expect(
      isSameTemplate(saved, {
        name: 'Brand',
        parameters: [row('utm_source', 'google', { isDynamic: true })],
      }),
    ).toBe(false);
  });
});
