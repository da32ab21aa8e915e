import type { Platform } from '@utmost/ads-sdk';
import { createParameterRow, type TemplateFormValues } from './template-form-values';

/**
 * Where drafts live: one localStorage entry per platform and template id (spec §3), the new
 * template's under `DEFAULT_TEMPLATE_ID`. E2E tests may read them, so the key is a contract.
 */
const TEMPLATE_DRAFT_KEY_PREFIX = 'utmost.urlTemplateDraft';

export function findTemplateDraftKey(platform: Platform, id: string): string {
  return `${TEMPLATE_DRAFT_KEY_PREFIX}.${platform}.${id}`;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredParameter {
  key: string;
  value: string;
  isDynamic: boolean;
  toBeDeleted: boolean;
}

interface StoredDraft {
  name: string;
  parameters: StoredParameter[];
  savedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStoredParameter(value: unknown): value is StoredParameter {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.value === 'string' &&
    typeof value.isDynamic === 'boolean' &&
    typeof value.toBeDeleted === 'boolean'
  );
}

// Checked by hand rather than with zod: this module travels with the template pages, and the zod
// functions it would use are not among those the first page already loads.
function parseStoredDraft(value: unknown): StoredDraft | null {
  if (
    !isRecord(value) ||
    typeof value.name !== 'string' ||
    typeof value.savedAt !== 'string' ||
    !Array.isArray(value.parameters) ||
    !value.parameters.every(isStoredParameter)
  ) {
    return null;
  }
  return {
    name: value.name,
    parameters: value.parameters.map(({ key, value: text, isDynamic, toBeDeleted }) => ({
      key,
      value: text,
      isDynamic,
      toBeDeleted,
    })),
    savedAt: value.savedAt,
  };
}

/** The browser's localStorage, or null where it is blocked (some private modes throw on access). */
export function findBrowserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or null when there is none or it cannot be read (then it is forgotten). */
export function readTemplateDraft(
  storage: DraftStorage | null,
  platform: Platform,
  id: string,
): StoredDraft | null {
  if (storage === null) return null;
  const key = findTemplateDraftKey(platform, id);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const draft = parseStoredDraft(JSON.parse(raw));
    if (draft !== null) return draft;
    storage.removeItem(key);
  } catch {
    // Unparsable JSON or blocked storage: no draft is better than a broken editor.
  }
  return null;
}

export function writeTemplateDraft(
  storage: DraftStorage | null,
  platform: Platform,
  id: string,
  values: TemplateFormValues,
  now: Date = new Date(),
): void {
  if (storage === null) return;
  const draft: StoredDraft = {
    name: values.name,
    parameters: values.parameters.map(({ key, value, isDynamic, toBeDeleted }) => ({
      key,
      value,
      isDynamic,
      toBeDeleted,
    })),
    savedAt: now.toISOString(),
  };
  try {
    storage.setItem(findTemplateDraftKey(platform, id), JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the editor still works, only the draft does not survive a reload.
  }
}

export function removeTemplateDraft(
  storage: DraftStorage | null,
  platform: Platform,
  id: string,
): void {
  try {
    storage?.removeItem(findTemplateDraftKey(platform, id));
  } catch {
    // Nothing to do: a draft that cannot be removed could not have been written either.
  }
}

/** The form values a stored draft holds (each row with a fresh identity). */
export function toDraftValues(draft: StoredDraft): TemplateFormValues {
  return {
    name: draft.name,
    parameters: draft.parameters.map((parameter) => createParameterRow(parameter)),
  };
}
