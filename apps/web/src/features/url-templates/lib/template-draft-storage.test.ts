import { beforeEach, describe, expect, it } from 'vitest';
import {
  findTemplateDraftKey,
  readTemplateDraft,
  removeTemplateDraft,
  toDraftValues,
  writeTemplateDraft,
} from './template-draft-storage';
import type { TemplateFormValues } from './template-form-values';

const VALUES: TemplateFormValues = {
  name: 'Brand UTMs',
  parameters: [
    { id: 'r1', key: 'utm_source', value: 'google', isDynamic: false, toBeDeleted: false },
    { id: 'r2', key: 'utm_term', value: '{keyword}', isDynamic: true, toBeDeleted: true },
  ],
};

beforeEach(() => window.localStorage.clear());

describe('template drafts in localStorage', () => {
  it('keeps one draft per platform and id, removed flags included', () => {
    writeTemplateDraft(window.localStorage, 'google', 'default', VALUES);
    writeTemplateDraft(window.localStorage, 'linkedin', 'default', { ...VALUES, name: 'Other' });
    writeTemplateDraft(window.localStorage, 'google', 't-1', { ...VALUES, name: 'Third' });

    const google = readTemplateDraft(window.localStorage, 'google', 'default');
    // Row identities live only while the editor is open: a restored draft gets new ones.
    const withoutIds = (values: TemplateFormValues) => ({
      ...values,
      parameters: values.parameters.map(({ id: _id, ...row }) => row),
    });
    expect(google === null ? null : withoutIds(toDraftValues(google))).toEqual(withoutIds(VALUES));
    expect(google?.parameters[0]).not.toHaveProperty('id');
    expect(readTemplateDraft(window.localStorage, 'linkedin', 'default')?.name).toBe('Other');
    expect(readTemplateDraft(window.localStorage, 'google', 't-1')?.name).toBe('Third');
    expect(readTemplateDraft(window.localStorage, 'linkedin', 't-1')).toBeNull();
    expect(window.localStorage.getItem('utmost.urlTemplateDraft.google.default')).not.toBeNull();
  });

  it('forgets a removed draft', () => {
    writeTemplateDraft(window.localStorage, 'google', 'default', VALUES);
    removeTemplateDraft(window.localStorage, 'google', 'default');
    expect(readTemplateDraft(window.localStorage, 'google', 'default')).toBeNull();
  });

  it('drops a stored draft it cannot read instead of failing', () => {
    const key = findTemplateDraftKey('google', 'default');
    window.localStorage.setItem(key, '{"name":1}');
    expect(readTemplateDraft(window.localStorage, 'google', 'default')).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
    window.localStorage.setItem(key, 'not json');
    expect(readTemplateDraft(window.localStorage, 'google', 'default')).toBeNull();
  });

  it('works without storage (blocked), keeping nothing', () => {
    expect(() => writeTemplateDraft(null, 'google', 'default', VALUES)).not.toThrow();
    expect(readTemplateDraft(null, 'google', 'default')).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeTemplateDraft(full, 'google', 'default', VALUES)).not.toThrow();
  });
});
