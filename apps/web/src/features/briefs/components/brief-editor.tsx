import { Link, useNavigate } from '@tanstack/react-router';
import {
  EXAMPLES_MAX,
  findLearnedExampleChanges,
  isUtmostError,
  REQUIRED_FIELDS_MISSING,
  TOO_MANY_EXAMPLES,
  type LearnedExample,
} from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@utmost/ui/components/tabs';
import { ArrowLeftIcon, CircleAlertIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field';
import { notify } from '../../../lib/notify';
import { useKeepToastsClear } from '../../../lib/toasts/toast-clearance';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import { useLeaveEditorGuard } from '../../../lib/use-leave-editor-guard';
import { useSaveBrief } from '../api/use-save-brief';
import { useBriefGeneration } from '../hooks/use-brief-generation';
import {
  BRIEF_TABS,
  findTabsWithErrors,
  hasRequiredFieldMissing,
  type BriefTab,
} from '../lib/brief-form-errors';
import { createBriefFormResolver, type SaveBriefInput } from '../lib/brief-form-resolver';
import type { BriefFormValues } from '../lib/brief-form-values';
import { BriefReadingSection } from './brief-reading-section';
import { ExamplesTab } from './examples-tab';
import { OverviewTab } from './overview-tab';
import { ProductsTab } from './products-tab';
import { RulesTab } from './rules-tab';

interface BriefEditorProps {
  /** The saved brief; null for a new one. */
  briefId: string | null;
  initialValues: BriefFormValues;
  /** The organization's other briefs' names (a brief's name is unique among them). */
  otherBriefNames: readonly string[];
  /** Where the back link goes (spec §2: `from`, or home). */
  from: string | undefined;
}

/**
 * The AI brief editor (spec §2, §4): four tabs over one form, checked with the SDK's rules as the
 * user types. Save writes the brief, then its rules; a new brief then opens at its own address.
 * Save waits while a message is shown, while nothing changed, or with more than 50 examples, and
 * says why beside it. Leaving with unsaved changes asks first. Below the form, how Utmost reads
 * the saved brief, with the corrections made in place (saved at once, apart from Save).
 */
export function BriefEditor({ briefId, initialValues, otherBriefNames, from }: BriefEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useFormValidationPreload();
  const resolver = useMemo(() => createBriefFormResolver(otherBriefNames), [otherBriefNames]);
  const form = useForm<BriefFormValues, unknown, SaveBriefInput>({
    resolver,
    defaultValues: initialValues,
    mode: 'onChange',
  });
  const [tab, setTab] = useState<BriefTab>('overview');
  const actionsRef = useKeepToastsClear<HTMLDivElement>();
  const generation = useBriefGeneration(form);
  const { isDirty, errors } = form.formState;
  const { blocker: leaveBlocker, allowLeaving } = useLeaveEditorGuard(isDirty);
  const exampleCount = useWatch({ control: form.control, name: 'search_terms' }).length;
  const briefName = useWatch({ control: form.control, name: 'briefName' }).trim();

  // A new brief whose rules failed to save exists already: saving again replaces its rules.
  const [createdBriefId, setCreatedBriefId] = useState<string | null>(null);
  const save = useSaveBrief({
    form,
    onRulesNotSaved: (created) => {
      setCreatedBriefId(created.id);
      notify('error', t('briefs.editor.rulesNotSaved', { name: created.briefName }));
    },
    onSaved: (saved) => {
      notify('success', t('briefs.editor.saved', { name: saved.briefName }));
      if (briefId === null) {
        allowLeaving();
        void navigate({
          to: '/ai-briefs/edit-brief/$id',
          params: { id: saved.id },
          // Back still returns to where the brief was started; the page offers to assign it.
          search: { from, created: true },
        });
        return;
      }
      form.reset(form.getValues());
    },
  });

  // A failed save (the form's checks, or the server's 400) opens the first tab with a message and
  // puts focus on its first bad field once that tab has rendered (issue 25).
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0 || focusFirstInvalidField(formRef.current)) return;
    // A tab just opened marks its fields on its next render: look again then.
    const timer = setTimeout(() => focusFirstInvalidField(formRef.current), 0);
    return () => clearTimeout(timer);
  }, [focusRequest]);
  function showFirstError(invalid: typeof errors) {
    const [first] = findTabsWithErrors(invalid);
    if (first !== undefined) setTab(first);
    setFocusRequest((count) => count + 1);
  }
  // A 400's messages are on the fields by the time the mutation fails (the global handler puts
  // them there first): each such failure is acted on once, while rendering (React's way to adjust
  // state to new input).
  const [handledSaveError, setHandledSaveError] = useState<unknown>(null);
  if (save.error !== handledSaveError) {
    setHandledSaveError(save.error);
    if (isUtmostError(save.error) && save.error.status === 400) showFirstError(errors);
  }

  const tabsWithErrors = findTabsWithErrors(errors);
  const saveHint =
    exampleCount > EXAMPLES_MAX
      ? TOO_MANY_EXAMPLES
      : tabsWithErrors.length > 0
        ? t('briefs.editor.fixToSave')
        : !isDirty
          ? t('briefs.editor.nothingToSave')
          : generation.isRunning
            ? t('briefs.editor.waitForGeneration')
            : null;

  const submit = form.handleSubmit(
    ({ brief, rules }) => {
      // The learned decisions are not replaced, only changed: one taught meanwhile stays.
      const learnedChanges = findLearnedExampleChanges(
        // The defaults are the loaded (or last saved) values, whole: only their type is partial.
        (form.formState.defaultValues?.learned_examples ?? []) as LearnedExample[],
        form.getValues('learned_examples'),
      );
      save.mutate({
        brandId: briefId ?? createdBriefId,
        brief,
        rules: learnedChanges === undefined ? rules : { ...rules, learned_changes: learnedChanges },
      });
    },
    (invalid) => {
      if (hasRequiredFieldMissing(invalid)) notify('error', REQUIRED_FIELDS_MISSING);
      showFirstError(invalid);
    },
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={from ?? '/ad-accounts'}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('briefs.editor.back')}
          </Link>
        </Button>
        <h2 className="text-lg font-semibold">
          {briefName === '' ? t('briefs.editor.untitled') : briefName}
        </h2>
        {briefId === null ? (
          <Badge variant="info">{t('briefs.editor.newBrief')}</Badge>
        ) : isDirty ? (
          <Badge variant="warning">{t('briefs.editor.unsavedChanges')}</Badge>
        ) : null}
      </div>
      <form
        ref={formRef}
        noValidate
        aria-label={t('briefs.editor.formLabel')}
        className="flex flex-col gap-6"
        onSubmit={(event) => void submit(event)}
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as BriefTab)}>
          <TabsList>
            {BRIEF_TABS.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`briefs.editor.tabs.${name}`)}
                {tabsWithErrors.includes(name) ? (
                  <CircleAlertIcon
                    className="text-destructive-text"
                    role="img"
                    aria-label={t('briefs.editor.tabHasErrors')}
                  />
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="pt-4">
            <OverviewTab form={form} generation={generation} />
          </TabsContent>
          <TabsContent value="products" className="pt-4">
            <ProductsTab form={form} />
          </TabsContent>
          <TabsContent value="rules" className="pt-4">
            <RulesTab form={form} />
          </TabsContent>
          <TabsContent value="examples" className="pt-4">
            <ExamplesTab form={form} />
          </TabsContent>
        </Tabs>
        <div
          ref={actionsRef}
          className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4"
        >
          {saveHint === null ? null : (
            <p id="brief-save-hint" className="text-sm text-muted-foreground">
              {saveHint}
            </p>
          )}
          <Button
            type="submit"
            aria-describedby={saveHint === null ? undefined : 'brief-save-hint'}
            disabled={saveHint !== null || save.isPending}
          >
            {t('briefs.editor.save')}
          </Button>
        </div>
      </form>
      <BriefReadingSection briefId={briefId} hasUnsavedChanges={isDirty} />
      <ConfirmDialog
        isOpen={leaveBlocker.status === 'blocked'}
        title={t('briefs.editor.leaveTitle')}
        description={t('briefs.editor.leaveWarning')}
        cancelLabel={t('briefs.editor.stay')}
        confirmLabel={t('briefs.editor.leave')}
        isPending={false}
        onConfirm={() => leaveBlocker.proceed?.()}
        onClose={() => leaveBlocker.reset?.()}
      />
    </div>
  );
}
