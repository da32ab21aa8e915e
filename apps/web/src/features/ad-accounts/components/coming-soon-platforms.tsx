import { COMING_SOON_PLATFORMS } from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';

/** Spec §1: Meta and TikTok appear only as logos in a separate list, shown as coming soon. */
export function ComingSoonPlatforms() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="coming-soon-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="coming-soon-title" className="text-base font-semibold">
          {t('connect.comingSoonTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('connect.comingSoonIntro')}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {COMING_SOON_PLATFORMS.map((platform) => (
          <li
            key={platform}
            className="flex items-center gap-3 rounded-lg border border-border bg-card/60 px-4 py-3 opacity-80"
          >
            <PlatformLogo platform={platform} className="size-7" />
            <span className="font-medium">{t(`platforms.${platform}`)}</span>
            <Badge variant="outline">{t('connect.comingSoon')}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
