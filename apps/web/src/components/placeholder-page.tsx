import { Badge } from '@utmost/ui/components/badge';
import { ConstructionIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for a page whose feature arrives with a later issue: it says what will be here and
 * that it is not built yet, inside the real layout, so navigation and guards can be used today.
 */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="placeholder-title"
      className="flex max-w-2xl flex-col gap-4 rounded-xl border border-dashed border-border bg-card/60 p-8"
    >
      <div className="flex items-center gap-3">
        <ConstructionIcon aria-hidden="true" className="size-6 text-primary" />
        <h2 id="placeholder-title" className="text-lg font-semibold">
          {title}
        </h2>
        <Badge variant="secondary">{t('placeholder.badge')}</Badge>
      </div>
      <p className="text-foreground">{description}</p>
      <p className="text-sm text-muted-foreground">{t('placeholder.note')}</p>
    </section>
  );
}
