import { useMutation } from '@tanstack/react-query';
import type { UrlTemplate } from '@utmost/ads-sdk';
import { invalidateQueryTags, saveUrlTemplateMutationOptions } from '@utmost/ads-sdk/query';
import type { Path } from 'react-hook-form';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import type { RequestMeta } from '../../../lib/request-meta';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { findFormPath, listContractFieldNames } from '../lib/template-form-paths';
import type { TemplateForm } from '../lib/template-form-resolver';
import type { ParameterRow } from '../lib/template-form-values';

/**
 * A 400's field errors under the editor's fields: the API names parameter fields after the
 * parameter (`urlTemplate.utm_source.value`), the form after the row it holds it in.
 */
function buildTemplateErrorTarget(form: TemplateForm, rows: readonly ParameterRow[]): RequestMeta {
  return {
    form: {
      fieldNames: listContractFieldNames(rows),
      setError: (field, error, options) => {
        const path = findFormPath(field, rows);
        if (path !== null) form.setError(path as Path<never>, error, options);
      },
    },
  };
}

/**
 * Publishes the template. On success it is reported and the lists that show templates, their
 * keys or the accounts' template names are refetched; the caller clears the draft and leaves.
 */
export function useSaveUrlTemplate({
  form,
  rows,
  onSaved,
}: {
  form: TemplateForm;
  /** The rows as sent, so that the API's field errors find their row. */
  rows: readonly ParameterRow[];
  onSaved: (saved: UrlTemplate) => void;
}) {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...saveUrlTemplateMutationOptions(sdk, organizationId),
    meta: buildTemplateErrorTarget(form, rows),
    onSuccess: async (saved, body) => {
      track('tracking_template_saved', {
        platform: saved.platformType,
        isNew: body.id === undefined,
        parameterCount: Object.keys(saved.urlTemplate).length,
      });
      onSaved(saved);
      await invalidateQueryTags(queryClient, ['urlTemplate', 'templateKeys', 'adAccount']);
    },
  });
}
