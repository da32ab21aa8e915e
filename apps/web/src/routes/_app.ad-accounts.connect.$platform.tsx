import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { parsePlatformParam } from '../lib/platforms';

export const Route = createFileRoute('/_app/ad-accounts/connect/$platform')({
  params: {
    parse: ({ platform }) => ({ platform: parsePlatformParam(platform) }),
    stringify: ({ platform }) => ({ platform }),
  },
  staticData: { titleKey: 'pages.connectPlatform' },
  component: ConnectPlatformPage,
});

function ConnectPlatformPage() {
  const { t } = useTranslation();
  const { platform } = Route.useParams();
  const platformName = t(`platforms.${platform}`);
  return (
    <PlaceholderPage
      title={t('pages.connectPlatform', { platform: platformName })}
      description={t('placeholder.connectPlatform', { platform: platformName })}
    />
  );
}
