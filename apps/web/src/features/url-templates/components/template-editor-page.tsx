import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  can,
  DEFAULT_TEMPLATE_ID,
  NEW_TEMPLATE_DRAFT_NAME,
  type Platform,
  type UrlTemplate,
} from '@utmost/ads-sdk';
import {
  adAccountsQueryOptions,
  defaultUrlTemplateQueryOptions,
  dynamicValuesQueryOptions,
  templateKeysQueryOptions,
  urlTemplatesQueryOptions,
} from '@utmost/ads-sdk/query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeniedMessage } from '../../../components/denied-message';
import { useAppContext } from '../../../lib/app-context';
import { useFollowOwningOrganization } from '../../../lib/session/use-follow-owning-organization';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import {
  findBrowserStorage,
  readTemplateDraft,
  toDraftValues,
} from '../lib/template-draft-storage';
import { toParameterRows, type TemplateFormValues } from '../lib/template-form-values';
import { TemplateEditor } from './template-editor';

const NO_NAMES: string[] = [];

/** The organization's other templates' names on the platform (names are unique among them). */
function listOtherNames(templates: readonly UrlTemplate[], templateId: string | null): string[] {
  return templates
    .filter((template) => template.id !== templateId)
    .map((template) => template.name);
}

function toFormValues(name: string, template: UrlTemplate['urlTemplate']): TemplateFormValues {
  return { name, parameters: toParameterRows(template) };
}

/**
 * `/url-templates/edit-template/$platform/$id`: loads what the editor needs (the platform's
 * dynamic values and keys, the organization's templates, the default for a new one, the stored
 * draft) and opens it. `$id` is a saved template's id, or `DEFAULT_TEMPLATE_ID` for a new one.
 */
export function TemplateEditorPage({ platform, id }: { platform: Platform; id: string }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId, role } = useSessionScope();
  const isNew = id === DEFAULT_TEMPLATE_ID;
  const scope = { platform, organizationId: organizationId ?? '' };
  const isScoped = organizationId !== null;
  // Read once per page: the editor keeps it up to date from here on.
  const [storedDraft] = useState(() => readTemplateDraft(findBrowserStorage(), platform, id));

  const templates = useQuery({ ...urlTemplatesQueryOptions(sdk, scope), enabled: isScoped });
  const dynamicValues = useQuery(dynamicValuesQueryOptions(sdk, platform));
  const templateKeys = useQuery({ ...templateKeysQueryOptions(sdk, scope), enabled: isScoped });
  const defaultTemplate = useQuery({
    ...defaultUrlTemplateQueryOptions(sdk, platform),
    enabled: isNew,
  });
  const accounts = useQuery({ ...adAccountsQueryOptions(sdk, scope), enabled: isScoped });
  const saved = isNew ? undefined : templates.data?.find((template) => template.id === id);
  // Kept stable across refetches that change nothing, so the editor's checks are not rebuilt.
  const base = useMemo(
    () =>
      saved !== undefined
        ? toFormValues(saved.name, saved.urlTemplate)
        : defaultTemplate.data === undefined
          ? undefined
          : toFormValues(NEW_TEMPLATE_DRAFT_NAME, defaultTemplate.data.urlTemplate),
    [saved, defaultTemplate.data],
  );
  const otherTemplateNames = useMemo(
    () =>
      templates.data === undefined ? NO_NAMES : listOtherNames(templates.data, saved?.id ?? null),
    [templates.data, saved],
  );
  const initialValues = useMemo(
    () => (storedDraft === null ? base : toDraftValues(storedDraft)),
    [storedDraft, base],
  );
  // An old link to a template of another of the user's organizations switches there (issue 25).
  const { isLooking } = useFollowOwningOrganization(
    !isNew && templates.isSuccess && saved === undefined,
    async (otherId) => {
      const { data, response } = await sdk.GET('/api/v1/{platform}/urlTemplates', {
        params: { path: { platform }, query: { organization_id: otherId } },
      });
      return response.ok && (data?.content.some((template) => template.id === id) ?? false);
    },
  );

  if (role !== undefined && !can(role, 'templates:edit')) {
    return <DeniedMessage permission="templates:edit" />;
  }
  const queries = [templates, dynamicValues, templateKeys, ...(isNew ? [defaultTemplate] : [])];
  if (queries.some((query) => query.isError)) {
    return (
      <Alert variant="destructive" className="max-w-2xl">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('urlTemplates.editor.loadFailed')}</AlertTitle>
        <AlertDescription>
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('urlTemplates.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (
    templates.data === undefined ||
    dynamicValues.data === undefined ||
    templateKeys.data === undefined ||
    (isNew && defaultTemplate.data === undefined) ||
    isLooking
  ) {
    return <Spinner label={t('urlTemplates.editor.loading')} className="size-6" />;
  }

  if (base === undefined || initialValues === undefined) {
    return (
      <Alert variant="warning" className="max-w-2xl">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('urlTemplates.editor.notFoundTitle')}</AlertTitle>
        <AlertDescription>
          <span>{t('urlTemplates.editor.notFound')}</span>
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/url-templates">{t('urlTemplates.editor.back')}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <TemplateEditor
      key={`${platform}/${id}`}
      platform={platform}
      templateId={saved?.id ?? null}
      base={base}
      initialValues={initialValues}
      dynamicValues={dynamicValues.data}
      templateKeys={templateKeys.data}
      otherTemplateNames={otherTemplateNames}
      usedByCount={saved?.adAccounts.length ?? 0}
      accounts={accounts.isError ? [] : accounts.data}
    />
  );
}
