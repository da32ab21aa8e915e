import type { Platform, UrlTemplateMap } from '@utmost/ads-sdk';
import { hubSpotUrlTemplateQueryOptions } from '@utmost/ads-sdk/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { findReplacedParameters } from '../lib/find-replaced-parameters';
import type { TemplateForm } from '../lib/template-form-resolver';
import { toParameterRows } from '../lib/template-form-values';

/**
 * "Start from HubSpot preset": fetches the platform's preset and puts its parameters in the form.
 * When that would replace parameters the template has, it waits for `confirm` (the editor's
 * dialog names them from `replaced`); `cancel` keeps them. An empty template takes it directly.
 */
export function useHubSpotPreset(form: TemplateForm, platform: Platform) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const [isLoading, setLoading] = useState(false);
  const [pending, setPending] = useState<{ urlTemplate: UrlTemplateMap; replaced: string[] }>();

  function apply(urlTemplate: UrlTemplateMap) {
    setPending(undefined);
    form.setValue('parameters', toParameterRows(urlTemplate), {
      shouldDirty: true,
      shouldValidate: true,
    });
    notify('info', t('urlTemplates.editor.presetApplied'));
  }

  async function start() {
    setLoading(true);
    try {
      const preset = await queryClient.fetchQuery(hubSpotUrlTemplateQueryOptions(sdk, platform));
      const replaced = findReplacedParameters(form.getValues('parameters'), preset.urlTemplate);
      if (replaced.length > 0) setPending({ urlTemplate: preset.urlTemplate, replaced });
      else apply(preset.urlTemplate);
    } catch {
      // The request error handler has told the user; the parameters stay as they were.
    } finally {
      setLoading(false);
    }
  }

  return {
    isLoading,
    /** The parameters the preset would replace while it waits for an answer; null otherwise. */
    replaced: pending?.replaced ?? null,
    start,
    confirm: () => (pending === undefined ? undefined : apply(pending.urlTemplate)),
    cancel: () => setPending(undefined),
  };
}
