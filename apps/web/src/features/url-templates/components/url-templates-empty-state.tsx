import { can } from '@utmost/ads-sdk';
import { FileSlidersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Empty,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { CreateTemplateButton } from './create-template-button';

/** No tracking templates yet: what one is for, and (for editors) the way to create one. */
export function UrlTemplatesEmptyState({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Empty aria-labelledby="url-templates-empty-title">
      <EmptyHeader>
        <EmptyMedia>
          <FileSlidersIcon />
        </EmptyMedia>
        <EmptyTitle id="url-templates-empty-title">{t('urlTemplates.emptyTitle')}</EmptyTitle>
        <EmptyDescription>{t('urlTemplates.emptyDescription')}</EmptyDescription>
      </EmptyHeader>
      {canEdit ? (
        <CreateTemplateButton />
      ) : (
        <p className="text-sm text-muted-foreground">{t('urlTemplates.emptyReadOnly')}</p>
      )}
    </Empty>
  );
}

/** `/url-templates/empty-state` (spec §2): the empty state on its own, for the viewer's role. */
export function UrlTemplatesEmptyStatePage() {
  const { role } = useSessionScope();
  return <UrlTemplatesEmptyState canEdit={role !== undefined && can(role, 'templates:edit')} />;
}
