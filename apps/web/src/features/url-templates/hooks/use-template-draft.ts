import { DEFAULT_TEMPLATE_ID, type Platform } from '@utmost/ads-sdk';
import { useCallback, useEffect, useRef } from 'react';
import { track } from '../../../lib/analytics';
import {
  findBrowserStorage,
  readTemplateDraft,
  removeTemplateDraft,
  writeTemplateDraft,
} from '../lib/template-draft-storage';
import { isSameTemplate, type TemplateFormValues } from '../lib/template-form-values';

/**
 * Keeps the editor's values as the draft of this platform and template on the device (spec §3),
 * so they survive a reload: a new template always has its draft (under `DEFAULT_TEMPLATE_ID`),
 * a saved one only while it differs from what is published. Creating a new template's draft is
 * its start (analytics `new_tracking_template_start`). `forgetDraft` removes it for good, when the
 * template is published or the draft discarded.
 */
export function useTemplateDraft({
  platform,
  templateId,
  base,
  current,
}: {
  platform: Platform;
  templateId: string | null;
  base: TemplateFormValues;
  current: TemplateFormValues;
}) {
  const draftId = templateId ?? DEFAULT_TEMPLATE_ID;
  // Set once the editor is left on purpose: the values still on screen must not write it back.
  const isForgottenRef = useRef(false);

  useEffect(() => {
    if (
      templateId === null &&
      readTemplateDraft(findBrowserStorage(), platform, draftId) === null
    ) {
      track('new_tracking_template_start', { platform });
    }
  }, [platform, templateId, draftId]);

  useEffect(() => {
    if (isForgottenRef.current) return;
    const storage = findBrowserStorage();
    if (templateId !== null && isSameTemplate(current, base)) {
      removeTemplateDraft(storage, platform, draftId);
    } else {
      writeTemplateDraft(storage, platform, draftId, current);
    }
  }, [current, base, platform, templateId, draftId]);

  const forgetDraft = useCallback(() => {
    isForgottenRef.current = true;
    removeTemplateDraft(findBrowserStorage(), platform, draftId);
  }, [platform, draftId]);

  return { forgetDraft };
}
