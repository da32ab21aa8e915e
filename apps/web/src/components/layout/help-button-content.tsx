import { CircleHelpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The Help item's icon and label, shared by the dialog trigger and its stand-in. */
export function HelpButtonContent() {
  const { t } = useTranslation();
  return (
    <>
      <CircleHelpIcon aria-hidden="true" />
      {t('nav.help')}
    </>
  );
}
