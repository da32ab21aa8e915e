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
import { NAV_ITEM_CLASS } from './nav-item-styles';

/**
 * The sidebar's Help item: how the product is organised and where to get access. `defaultOpen`
 * opens it at once when the user clicked the stand-in button while this code was loading.
 */
export function HelpDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger className={NAV_ITEM_CLASS}>
        <HelpButtonContent />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('help.title')}</DialogTitle>
          <DialogDescription>{t('help.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm text-muted-foreground">
          <p>{t('help.modes')}</p>
          <p>{t('help.switching')}</p>
          <p>{t('help.access')}</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('help.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
