import { Navigate } from '@tanstack/react-router';
import { can, type Brief } from '@utmost/ads-sdk';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { DataTable } from '@utmost/ui/components/data-table';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useBriefs } from '../api/use-briefs';
import { buildBriefColumns } from './briefs-columns';
import { DeleteBriefDialog } from './delete-brief-dialog';

const getRowId = (brief: Brief) => brief.id;
const INITIAL_SORTING = [{ id: 'updatedAt', desc: true }];
const NO_BRIEFS: Brief[] = [];

/**
 * The organization's AI briefs (spec §2): name, company, website, the ad accounts using each, last
 * modified; editors edit and delete them. No briefs: the empty state's own page.
 */
export function BriefsPage() {
  const { t } = useTranslation();
  const { role } = useSessionScope();
  const canEdit = role !== undefined && can(role, 'briefs:edit');
  const { data: briefs, isPending, isError, refetch } = useBriefs();
  const [briefToDelete, setBriefToDelete] = useState<Brief | null>(null);
  const columns = useMemo(
    () => buildBriefColumns({ canEdit, t, onDelete: setBriefToDelete }),
    [canEdit, t],
  );

  if (briefs !== undefined && briefs.length === 0) {
    return <Navigate to="/ai-briefs/empty-state" replace />;
  }
  return (
    <section aria-label={t('briefs.tableLabel')} className="flex flex-col gap-4">
      {isError ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('briefs.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => void refetch()}>
              {t('briefs.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {/* The header's "Create new AI brief" is the page's one way to a new brief (issue 25). */}
      <p className="text-sm text-muted-foreground">{t('briefs.intro')}</p>
      <DataTable
        label={t('briefs.tableLabel')}
        columns={columns}
        data={briefs ?? NO_BRIEFS}
        getRowId={getRowId}
        sorting={INITIAL_SORTING}
        isLoading={isPending}
      />
      <DeleteBriefDialog brief={briefToDelete} onClose={() => setBriefToDelete(null)} />
    </section>
  );
}
