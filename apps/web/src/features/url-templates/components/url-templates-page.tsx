import { can, type UrlTemplate } from '@utmost/ads-sdk';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { DataTable } from '@utmost/ui/components/data-table';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useUrlTemplates } from '../../../lib/queries/use-url-templates';
import { findUnpublishedDrafts, toDraftMarkerKey } from '../lib/find-unpublished-drafts';
import { findBrowserStorage } from '../lib/template-draft-storage';
import { CreateTemplateButton } from './create-template-button';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { NewDraftsNotice } from './new-drafts-notice';
import { buildUrlTemplateColumns } from './url-templates-columns';
import { UrlTemplatesEmptyState } from './url-templates-empty-state';

const getRowId = (template: UrlTemplate) => template.id;
const INITIAL_SORTING = [{ id: 'updatedAt', desc: true }];

/**
 * The tracking templates of both platforms (spec §2): name, platform, parameters, the ad accounts
 * using each, last publication; editors create, edit and delete, and see which templates have
 * unpublished changes (a draft) on this device. Empty: the empty state inline.
 */
export function UrlTemplatesPage() {
  const { t } = useTranslation();
  const { role } = useSessionScope();
  const canEdit = role !== undefined && can(role, 'templates:edit');
  const { templates, isPending, isError, refetch } = useUrlTemplates();
  const [templateToDelete, setTemplateToDelete] = useState<UrlTemplate | null>(null);
  // Drafts live on this device and change in the editor, not while the list is on screen.
  const unpublished = useMemo(
    () => (canEdit ? findUnpublishedDrafts(findBrowserStorage(), templates) : new Set<string>()),
    [canEdit, templates],
  );
  const columns = useMemo(
    () =>
      buildUrlTemplateColumns({
        canEdit,
        t,
        onDelete: setTemplateToDelete,
        hasUnpublishedChanges: (template) => unpublished.has(toDraftMarkerKey(template)),
      }),
    [canEdit, t, unpublished],
  );

  const isEmpty = !isPending && !isError && templates.length === 0;
  return (
    <div className="flex flex-col gap-4">
      {canEdit ? <NewDraftsNotice /> : null}
      {isEmpty ? (
        <UrlTemplatesEmptyState canEdit={canEdit} />
      ) : (
        <section aria-label={t('urlTemplates.tableLabel')} className="flex flex-col gap-4">
          {isError ? (
            <Alert variant="destructive">
              <TriangleAlertIcon aria-hidden="true" />
              <AlertTitle>{t('urlTemplates.loadFailed')}</AlertTitle>
              <AlertDescription>
                <Button variant="link" className="h-auto p-0" onClick={refetch}>
                  {t('urlTemplates.retry')}
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-muted-foreground">{t('urlTemplates.intro')}</p>
            {canEdit ? <CreateTemplateButton variant="secondary" /> : null}
          </div>
          <DataTable
            label={t('urlTemplates.tableLabel')}
            columns={columns}
            data={templates}
            getRowId={getRowId}
            sorting={INITIAL_SORTING}
            isLoading={isPending}
          />
        </section>
      )}
      <DeleteTemplateDialog template={templateToDelete} onClose={() => setTemplateToDelete(null)} />
    </div>
  );
}
