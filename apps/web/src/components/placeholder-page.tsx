import { useNavigate } from '@tanstack/react-router';
import { Button } from '@utmost/ui/components/button';
import { TagIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../lib/app-context';
import { HOME_PATH } from '../lib/guards';

/**
 * A search-terms page whose feature is not available yet: it says plainly what the page will do
 * and offers what the user can do today (tag their ads), inside the real layout.
 */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const { appMode } = useAppContext();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="placeholder-title"
      className="flex max-w-2xl flex-col items-start gap-4 rounded-xl border border-border bg-card/60 p-8"
    >
      <h2 id="placeholder-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-foreground">{description}</p>
      <p className="text-sm text-muted-foreground">{t('placeholder.note')}</p>
      <Button
        variant="outline"
        onClick={() => {
          appMode.setMode('tagging');
          void navigate({ to: HOME_PATH });
        }}
      >
        <TagIcon aria-hidden="true" />
        {t('placeholder.goToTagging')}
      </Button>
    </section>
  );
}
