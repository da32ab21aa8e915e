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
import { CreateBriefButton } from './create-brief-button';

/** `/ai-briefs/empty-state` (spec §2): what a brief is for, and (for editors) the way to write one. */
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
      {canEdit ? (
        <CreateBriefButton />
      ) : (
        <p className="text-sm text-muted-foreground">{t('briefs.emptyReadOnly')}</p>
      )}
    </Empty>
  );
}
