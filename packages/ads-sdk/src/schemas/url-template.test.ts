import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_TEMPLATE_NAME,
  DYNAMIC_VALUE_NOT_OFFERED,
  PARAMETER_NAME_INVALID,
  PARAMETER_VALUE_REQUIRED,
  RESTRICTED_TEMPLATE_NAME,
  TEMPLATE_NEEDS_PARAMETER,
} from '../rules/url-templates.js';
import { toFieldErrors } from './field-errors.js';
import { createUrlTemplateSchema } from './url-template.js';

const schema = createUrlTemplateSchema({
  dynamicValues: [{ value: '{campaign_name}', source: 'utmost' }],
  otherTemplateNames: ['Brand campaigns'],
});

function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return toFieldErrors(result.error);
}

const valid = {
  name: 'Spring sale',
  platformType: 'google',
  urlTemplate: {
    utm_source: { value: 'google', isDynamic: false },
    utm_campaign: { value: '{campaign_name}', isDynamic: true },
  },
};

describe('createUrlTemplateSchema', () => {
  it('accepts a template with static and dynamic values, keeping the order', () => {
    const result = schema.parse(valid);
    expect(Object.keys(result.urlTemplate)).toEqual(['utm_source', 'utm_campaign']);
  });

  it('drops entries marked toBeDeleted before checking them', () => {
    const result = schema.parse({
      ...valid,
      urlTemplate: {
        ...valid.urlTemplate,
        '1bad': { value: '', isDynamic: false, toBeDeleted: true },
      },
    });
    expect(Object.keys(result.urlTemplate)).toEqual(['utm_source', 'utm_campaign']);
  });

  it('refuses a duplicate name without regard to case or spaces', () => {
    expect(errorsOf({ ...valid, name: ' brand CAMPAIGNS ' })).toEqual({
      name: DUPLICATE_TEMPLATE_NAME,
    });
  });

  it('refuses the reserved names', () => {
    for (const name of [
      'Default tracking template',
      'hubspot tracking template',
      'New tracking template',
    ])
      expect(errorsOf({ ...valid, name })).toEqual({ name: RESTRICTED_TEMPLATE_NAME });
  });

  it('names each bad parameter', () => {
    expect(
      errorsOf({
        ...valid,
        urlTemplate: {
          'utm source': { value: 'x', isDynamic: false },
          utm_medium: { value: '  ', isDynamic: false },
          utm_term: { value: '{keyword_x}', isDynamic: true },
        },
      }),
    ).toEqual({
      'urlTemplate.utm source.name': PARAMETER_NAME_INVALID,
      'urlTemplate.utm_medium.value': PARAMETER_VALUE_REQUIRED,
      'urlTemplate.utm_term.value': DYNAMIC_VALUE_NOT_OFFERED,
    });
  });

  it('needs at least one parameter', () => {
    expect(errorsOf({ ...valid, urlTemplate: {} })).toEqual({
      urlTemplate: TEMPLATE_NEEDS_PARAMETER,
    });
  });
});

describe('dynamic values with text, conditionals and custom parameters', () => {
  const google = createUrlTemplateSchema({
    dynamicValues: [
      { value: '{campaign_name}', source: 'utmost' },
      { value: '{keyword}', source: 'valuetrack' },
      { value: '{ifmobile:[value]}', source: 'valuetrack' },
    ],
    otherTemplateNames: [],
  });
  const linkedin = createUrlTemplateSchema({
    dynamicValues: [{ value: '{campaign_name}', source: 'utmost' }],
    otherTemplateNames: [],
  });
  const withValue = (value: string) => ({
    name: 'Mixed',
    platformType: 'google',
    urlTemplate: { utm_term: { value, isDynamic: true } },
  });

  it('accepts text around offered tokens, conditionals with text and custom parameters on Google', () => {
    for (const value of [
      'q1_{campaign_name}',
      '{ifmobile:phone}',
      '{_promo}',
      '{keyword}-{campaign_name}',
    ])
      expect(google.safeParse(withValue(value)).success, value).toBe(true);
  });

  it('refuses tokens the platform does not offer and dynamic values without a token', () => {
    for (const value of ['{keyword}', '{_promo}', 'plain text'])
      expect(
        linkedin.safeParse({ ...withValue(value), platformType: 'linkedin' }).success,
        value,
      ).toBe(false);
    expect(google.safeParse(withValue('{ifdesktop:x}')).success).toBe(false);
  });
});
