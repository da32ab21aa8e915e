import { can } from '@utmost/ads-sdk';
import { FileSlidersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { CreateTemplateButton } from './create-template-button';

/** No tracking templates yet: what one is for, and (for editors) the way to create one. */
export function UrlTemplatesEmptyState({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="url-templates-empty-title"
      className="flex max-w-2xl flex-col items-start gap-4 rounded-xl border border-dashed border-border bg-card/60 p-8"
    >
      <FileSlidersIcon aria-hidden="true" className="size-8 text-primary" />
      <h2 id="url-templates-empty-title" className="text-lg font-semibold">
        {t('urlTemplates.emptyTitle')}
      </h2>
      <p className="text-muted-foreground">{t('urlTemplates.emptyDescription')}</p>
      {canEdit ? (
        <CreateTemplateButton />
      ) : (
        <p className="text-sm text-muted-foreground">{t('urlTemplates.emptyReadOnly')}</p>
      )}
    </section>
  );
}

/** `/url-templates/empty-state` (spec §2): the empty state on its own, for the viewer's role. */
export function UrlTemplatesEmptyStatePage() {
  const { role } = useSessionScope();
  return <UrlTemplatesEmptyState canEdit={role !== undefined && can(role, 'templates:edit')} />;
}
