import { useTranslation } from 'react-i18next';
import { DesktopIllustration } from './illustrations';
import { ScreenLayout } from './screen-layout';

/** Spec §1: phones and tablets see this instead of the app. */
export function DeviceUnsupportedScreen() {
  const { t } = useTranslation();
  return (
    <ScreenLayout
      illustration={<DesktopIllustration />}
      title={t('deviceUnsupported.title')}
      subtitle={t('deviceUnsupported.subtitle')}
    />
  );
}
