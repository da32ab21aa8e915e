import { can } from '@utmost/ads-sdk';
import {
  Empty,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { NotebookPenIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * `/ai-briefs/empty-state` (spec §2): what a brief is for, and (for editors) where to start one.
 * The header's "Create new AI brief" is the one button for it (issue 25 item 7): a second one here
 * made two buttons of the same name on one page.
 */
export function BriefsEmptyState() {
  const { t } = useTranslation();
  const { role } = useSessionScope();
  const canEdit = role !== undefined && can(role, 'briefs:edit');
  return (
    <Empty aria-labelledby="briefs-empty-title">
      <EmptyHeader>
        <EmptyMedia>
          <NotebookPenIcon />
        </EmptyMedia>
        <EmptyTitle id="briefs-empty-title">{t('briefs.emptyTitle')}</EmptyTitle>
        <EmptyDescription>{t('briefs.emptyDescription')}</EmptyDescription>
      </EmptyHeader>
      <p className="text-sm text-muted-foreground">
        {t(canEdit ? 'briefs.emptyUseHeader' : 'briefs.emptyReadOnly')}
      </p>
    </Empty>
  );
}
