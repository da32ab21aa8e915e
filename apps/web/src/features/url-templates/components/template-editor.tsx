import { Link, useNavigate } from '@tanstack/react-router';
import {
  NEW_TEMPLATE_DRAFT_NAME,
  type AdAccount,
  type DynamicValue,
  type Platform,
} from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import { ArrowLeftIcon, SparklesIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DisabledHint } from '../../../components/disabled-hint';
import { TextField } from '../../../components/form/text-field';
import { PlatformLogo } from '../../../components/platform-logo';
import { notify } from '../../../lib/notify';
import { useKeepToastsClear } from '../../../lib/toasts/toast-clearance';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import { useSaveUrlTemplate } from '../api/use-save-url-template';
import { useShownErrorsRevalidation } from '../hooks/use-shown-errors-revalidation';
import { useHubSpotPreset } from '../hooks/use-hub-spot-preset';
import { useLeaveEditorGuard } from '../../../lib/use-leave-editor-guard';
import { useTemplateDraft } from '../hooks/use-template-draft';
import { useTemplateFormValues } from '../hooks/use-template-form-values';
import {
  createTemplateFormResolver,
  type SaveUrlTemplateInput,
} from '../lib/template-form-resolver';
import {
  isSameTemplate,
  toActiveTemplateMap,
  type TemplateFormValues,
} from '../lib/template-form-values';
import { ParametersEditor, type TemplateKeyChoice } from './parameters-editor';
import { PresetReplaceDialog } from './preset-replace-dialog';
import { PublishTemplateDialog } from './publish-template-dialog';
import { TemplatePreviewPanel } from './template-preview-panel';

interface TemplateEditorProps {
  platform: Platform;
  /** The saved template being edited; null for a new one (its draft is under DEFAULT_TEMPLATE_ID). */
  templateId: string | null;
  /** What is published (a new template: the platform's default, named "New tracking template"). */
  base: TemplateFormValues;
  /** Where editing resumes: the stored draft, or `base`. */
  initialValues: TemplateFormValues;
  dynamicValues: readonly DynamicValue[];
  templateKeys: readonly TemplateKeyChoice[];
  otherTemplateNames: readonly string[];
  /** How many ad accounts use the template (the publish dialog says so). */
  usedByCount: number;
  /** The platform's ad accounts, for the preview's sample ad; undefined while they load. */
  accounts: readonly AdAccount[] | undefined;
}

/**
 * The tracking template editor (spec §2, §3): a draft kept on this device per platform and id,
 * surviving reloads, then published (after the platform review warning) or discarded (after the
 * warning that all changes are lost). Leaving it with unpublished changes asks first (the draft
 * stays). The SDK's schema checks it as the user types; the preview follows.
 */
export function TemplateEditor({
  platform,
  templateId,
  base,
  initialValues,
  dynamicValues,
  templateKeys,
  otherTemplateNames,
  usedByCount,
  accounts,
}: TemplateEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useFormValidationPreload();
  const resolver = useMemo(
    () => createTemplateFormResolver({ platform, templateId, dynamicValues, otherTemplateNames }),
    [platform, templateId, dynamicValues, otherTemplateNames],
  );
  const form = useForm<TemplateFormValues, unknown, SaveUrlTemplateInput>({
    resolver,
    defaultValues: initialValues,
    mode: 'onChange',
  });
  const current = useTemplateFormValues(form);
  const { name, parameters } = current;
  const isUnchanged = isSameTemplate(current, base);
  const { forgetDraft } = useTemplateDraft({ platform, templateId, base, current });
  const { blocker: leaveBlocker, allowLeaving } = useLeaveEditorGuard(!isUnchanged);
  useShownErrorsRevalidation(form, current);
  const [bodyToPublish, setBodyToPublish] = useState<SaveUrlTemplateInput | null>(null);
  // A new template, published while the platform has ad accounts: the dialog offers to assign it.
  const [published, setPublished] = useState<{ id: string; name: string } | null>(null);
  const [isDiscardOpen, setDiscardOpen] = useState(false);
  const actionsRef = useKeepToastsClear<HTMLDivElement>();
  const hubSpotPreset = useHubSpotPreset(form, platform);

  const save = useSaveUrlTemplate({
    form,
    rows: parameters,
    onSaved: (saved) => {
      forgetDraft();
      allowLeaving();
      setBodyToPublish(null);
      if (templateId === null && accounts !== undefined && accounts.length > 0) {
        setPublished({ id: saved.id, name: saved.name });
        return;
      }
      notify('success', t('urlTemplates.editor.published', { name: name.trim() }));
      void navigate({ to: '/url-templates' });
    },
  });

  function discard() {
    forgetDraft();
    allowLeaving();
    setDiscardOpen(false);
    void navigate({ to: '/url-templates' });
  }

  const { isValid } = form.formState;
  const publishHint = !isValid
    ? t('urlTemplates.editor.fixToPublish')
    : isUnchanged
      ? t('urlTemplates.editor.nothingToPublish')
      : null;

  // A new draft carries the reserved draft name until the user names it: say what to do rather
  // than greet them with an error they did not make.
  const isDraftNameUntouched =
    current.name === NEW_TEMPLATE_DRAFT_NAME &&
    form.formState.touchedFields.name !== true &&
    form.formState.dirtyFields.name !== true;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/url-templates">
            <ArrowLeftIcon aria-hidden="true" />
            {t('urlTemplates.editor.back')}
          </Link>
        </Button>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <PlatformLogo platform={platform} />
          {t(`platforms.${platform}`)}
        </span>
        {templateId === null ? (
          <Badge variant="info">{t('urlTemplates.editor.newDraft')}</Badge>
        ) : isUnchanged ? null : (
          <Badge variant="warning">{t('urlTemplates.editor.unpublishedChanges')}</Badge>
        )}
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <form
          noValidate
          aria-label={t('urlTemplates.editor.formLabel')}
          className="flex flex-col gap-6"
          onSubmit={(event) => void form.handleSubmit((body) => setBodyToPublish(body))(event)}
        >
          <TextField
            id="template-name"
            label={t('urlTemplates.editor.name')}
            isRequired
            className="max-w-xl"
            hint={
              isDraftNameUntouched
                ? t('urlTemplates.editor.nameDraftHint')
                : t('urlTemplates.editor.nameHint')
            }
            error={isDraftNameUntouched ? undefined : form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <ParametersEditor
            form={form}
            rows={parameters}
            templateKeys={templateKeys}
            dynamicValues={dynamicValues}
          />
          <div
            ref={actionsRef}
            className="flex flex-wrap items-center gap-3 border-t border-border pt-4"
          >
            <Button
              type="button"
              variant="outline"
              disabled={hubSpotPreset.isLoading}
              onClick={() => void hubSpotPreset.start()}
            >
              <SparklesIcon aria-hidden="true" />
              {t('urlTemplates.editor.startFromHubSpot')}
            </Button>
            <div className="ml-auto flex items-center gap-3">
              <Button
                type="button"
                variant="ghost"
                disabled={templateId !== null && isUnchanged}
                onClick={() => setDiscardOpen(true)}
              >
                {t('urlTemplates.editor.discard')}
              </Button>
              <DisabledHint hint={publishHint}>
                <Button type="submit" disabled={publishHint !== null || save.isPending}>
                  {t('urlTemplates.editor.publish')}
                </Button>
              </DisabledHint>
            </div>
          </div>
        </form>
        {/* Named by the preview panel's heading, so the landmark reads "Preview". */}
        <aside aria-labelledby="template-preview-title" className="xl:sticky xl:top-6">
          <TemplatePreviewPanel
            platform={platform}
            urlTemplate={toActiveTemplateMap(parameters)}
            accounts={accounts}
          />
        </aside>
      </div>
      <PublishTemplateDialog
        isOpen={bodyToPublish !== null || published !== null}
        published={
          published === null
            ? null
            : { name: published.name, platform, accountCount: accounts?.length ?? 0 }
        }
        onAssign={() =>
          published === null
            ? undefined
            : void navigate({ to: '/ad-accounts', search: { assign: published.id } })
        }
        usedByCount={usedByCount}
        isPending={save.isPending}
        onConfirm={() =>
          bodyToPublish === null
            ? undefined
            : // Refused: the dialog closes so the messages under the fields can be seen.
              save.mutate(bodyToPublish, { onError: () => setBodyToPublish(null) })
        }
        onClose={() => {
          setBodyToPublish(null);
          if (published !== null) void navigate({ to: '/url-templates' });
        }}
      />
      <ConfirmDialog
        isOpen={isDiscardOpen}
        title={t('urlTemplates.editor.discardTitle')}
        description={t('urlTemplates.editor.discardWarning')}
        cancelLabel={t('urlTemplates.editor.keepEditing')}
        confirmLabel={t('urlTemplates.editor.confirmDiscard')}
        isPending={false}
        onConfirm={discard}
        onClose={() => setDiscardOpen(false)}
      />
      <PresetReplaceDialog
        replaced={hubSpotPreset.replaced}
        onConfirm={hubSpotPreset.confirm}
        onClose={hubSpotPreset.cancel}
      />
      {/* Leaving keeps the draft: useTemplateDraft has stored every change on this device. */}
      <ConfirmDialog
        isOpen={leaveBlocker.status === 'blocked'}
        title={t('urlTemplates.editor.leaveTitle')}
        description={t('urlTemplates.editor.leaveWarning')}
        cancelLabel={t('urlTemplates.editor.stay')}
        confirmLabel={t('urlTemplates.editor.leave')}
        confirmVariant="default"
        isPending={false}
        onConfirm={() => leaveBlocker.proceed?.()}
        onClose={() => leaveBlocker.reset?.()}
      />
    </div>
  );
}
