import type { PlatformAccount } from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';

/**
 * What a connected login cannot do because the platform did not grant a permission, and why, in
 * the marketer's words; nothing when the login has every permission Utmost asked for.
 */
export function MissingAbilitiesNote({ login }: { login: PlatformAccount }) {
  const { t } = useTranslation();
  if (login.missingAbilities.length === 0) return null;
  return (
    <div data-slot="missing-abilities" className="flex flex-col items-start gap-1">
      <Badge variant="warning">{t('connect.missingAbilities.badge')}</Badge>
      <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
        {login.missingAbilities.map((ability) => (
          <li key={ability}>{t(`connect.missingAbilities.${ability}`)}</li>
        ))}
      </ul>
      <span className="text-xs text-muted-foreground">{t('connect.missingAbilities.fix')}</span>
    </div>
  );
}
