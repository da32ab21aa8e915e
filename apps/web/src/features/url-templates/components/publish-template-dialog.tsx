import { Button } from '@utmost/ui/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@utmost/ui/components/dialog';
import { useTranslation } from 'react-i18next';

/**
 * Asks before publishing (spec §2): the accounts using the template get the new parameters on
 * their next run, and an ad platform may put changed ads into review before they run again.
 */
export function PublishTemplateDialog({
  isOpen,
  usedByCount,
  isPending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  usedByCount: number;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={isOpen} onOpenChange={(isNowOpen) => (isNowOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('urlTemplates.editor.publishTitle')}</DialogTitle>
          <DialogDescription>{t('urlTemplates.editor.publishReviewWarning')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          {usedByCount === 0
            ? t('urlTemplates.editor.publishNotUsed')
            : t('urlTemplates.editor.publishUsedBy', { count: usedByCount })}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('urlTemplates.cancel')}</Button>
          </DialogClose>
          <Button disabled={isPending} onClick={onConfirm}>
            {t('urlTemplates.editor.confirmPublish')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
