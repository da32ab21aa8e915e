import {
  DUPLICATE_TEMPLATE_NAME,
  DYNAMIC_VALUE_NOT_OFFERED,
  FIELD_REQUIRED,
  PARAMETER_NAME_DUPLICATE,
  PARAMETER_NAME_INVALID,
  PARAMETER_VALUE_REQUIRED,
  RESTRICTED_TEMPLATE_NAME,
  TEMPLATE_NEEDS_PARAMETER,
} from '@utmost/ads-sdk';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createTemplateFormResolver, type TemplateFormContext } from './template-form-resolver';
import type { ParameterRow, TemplateFormValues } from './template-form-values';

const CONTEXT: TemplateFormContext = {
  platform: 'google',
  templateId: null,
  dynamicValues: [{ value: '{campaign_name}', source: 'utmost' }],
  otherTemplateNames: ['Brand UTMs'],
};
const OPTIONS = {
  shouldUseNativeValidation: false,
  fields: {},
} as ResolverOptions<TemplateFormValues>;

function row(key: string, value: string, extra: Partial<ParameterRow> = {}): ParameterRow {
  return { id: key, key, value, isDynamic: false, toBeDeleted: false, ...extra };
}

async function resolve(values: TemplateFormValues, context = CONTEXT) {
  return createTemplateFormResolver(context)(values, undefined, OPTIONS);
}

describe('createTemplateFormResolver', () => {
  it('gives the request body, removed rows dropped and values trimmed', async () => {
    const result = await resolve({
      name: ' Spring ',
      parameters: [
        row('utm_source', ' google '),
        row('utm_source', 'old', { toBeDeleted: true }),
        row('utm_campaign', '{campaign_name}', { isDynamic: true }),
      ],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Spring',
      platformType: 'google',
      urlTemplate: {
        utm_source: { value: 'google', isDynamic: false },
        utm_campaign: { value: '{campaign_name}', isDynamic: true },
      },
    });
    const edited = await resolve(
      { name: 'Spring', parameters: [row('a', 'b')] },
      { ...CONTEXT, templateId: '0b9d1c1e-0000-4000-8000-000000000001' },
    );
    expect(edited.values).toMatchObject({ id: '0b9d1c1e-0000-4000-8000-000000000001' });
  });

  it('puts the SDK’s messages under the rows and fields they are about', async () => {
    const result = await resolve({
      name: 'brand utms',
      parameters: [
        row('utm_source', ''),
        row('1bad', 'x'),
        row('utm_campaign', '{keyword}', { isDynamic: true }),
        row('', 'x'),
        row('utm_source', 'again'),
      ],
    });
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, unknown>;
    expect(errors).toMatchObject({
      name: { message: DUPLICATE_TEMPLATE_NAME },
      parameters: {
        0: { value: { message: PARAMETER_VALUE_REQUIRED } },
        1: { key: { message: PARAMETER_NAME_INVALID } },
        2: { value: { message: DYNAMIC_VALUE_NOT_OFFERED } },
        3: { key: { message: FIELD_REQUIRED } },
        4: { key: { message: PARAMETER_NAME_DUPLICATE } },
      },
    });
  });

  it('refuses the reserved draft name and a template whose every row is removed', async () => {
    const result = await resolve({
      name: 'New tracking template',
      parameters: [row('utm_source', 'google', { toBeDeleted: true })],
    });
    expect(result.errors).toMatchObject({
      name: { message: RESTRICTED_TEMPLATE_NAME },
      parameters: { root: { message: TEMPLATE_NEEDS_PARAMETER } },
    });
  });
});
