import type { UrlTemplate } from '@utmost/ads-sdk';
import { readTemplateDraft, toDraftValues, type DraftStorage } from './template-draft-storage';
import { isSameTemplate, toParameterRows } from './template-form-values';

/** The key `findUnpublishedDrafts` answers with: templates are unique by platform and id. */
export function toDraftMarkerKey(template: Pick<UrlTemplate, 'platformType' | 'id'>): string {
  return `${template.platformType}/${template.id}`;
}

/**
 * The saved templates with unpublished changes on this device: a stored draft that differs from
 * what is published (the editor keeps one only then; one left equal, e.g. after someone else
 * published the same values, is no change to point at).
 */
export function findUnpublishedDrafts(
  storage: DraftStorage | null,
  templates: readonly UrlTemplate[],
): Set<string> {
  const keys = new Set<string>();
  for (const template of templates) {
    const draft = readTemplateDraft(storage, template.platformType, template.id);
    if (draft === null) continue;
    const published = { name: template.name, parameters: toParameterRows(template.urlTemplate) };
    if (!isSameTemplate(toDraftValues(draft), published)) keys.add(toDraftMarkerKey(template));
  }
  return keys;
}
