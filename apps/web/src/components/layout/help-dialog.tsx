import { Button } from '@utmost/ui/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@utmost/ui/components/dialog';
import { useTranslation } from 'react-i18next';
import { HelpButtonContent } from './help-button-content';
import { HelpContent } from './help-content';
import { NAV_ITEM_CLASS } from './nav-item-styles';

/**
 * The sidebar's Help item: getting started, the API reference and SDK, the support contact, and
 * how the product is organised. `defaultOpen` opens it at once when the user clicked the stand-in
 * button while this code was loading.
 */
export function HelpDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger className={NAV_ITEM_CLASS}>
        <HelpButtonContent />
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('help.title')}</DialogTitle>
          <DialogDescription>{t('help.description')}</DialogDescription>
        </DialogHeader>
        <HelpContent />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('help.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
