import { CircleHelpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NAV_LABEL_CLASS } from './nav-item-styles';

/** The Help item's icon and label, shared by the dialog trigger and its stand-in. */
export function HelpButtonContent() {
  const { t } = useTranslation();
  return (
    <>
      <CircleHelpIcon aria-hidden="true" />
      <span className={NAV_LABEL_CLASS}>{t('nav.help')}</span>
    </>
  );
}
