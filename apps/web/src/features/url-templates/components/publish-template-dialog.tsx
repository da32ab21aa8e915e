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
import type { Platform } from '@utmost/ads-sdk';
import { CircleCheckIcon, FileSlidersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before publishing (spec §2): the accounts using the template get the new parameters on
 * their next run, and an ad platform may put changed ads into review before they run again.
 * Once a new template is published while the platform has ad accounts, it says so and offers the
 * next step, assigning it (`published`); closing it goes on to the templates list.
 */
export function PublishTemplateDialog({
  isOpen,
  published = null,
  usedByCount,
  isPending,
  onConfirm,
  onAssign,
  onClose,
}: {
  isOpen: boolean;
  published?: { name: string; platform: Platform; accountCount: number } | null;
  usedByCount: number;
  isPending: boolean;
  onConfirm: () => void;
  onAssign?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={isOpen} onOpenChange={(isNowOpen) => (isNowOpen ? undefined : onClose())}>
      {published !== null ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <CircleCheckIcon aria-hidden="true" className="size-5 text-success" />
              {t('urlTemplates.editor.publishedTitle', { name: published.name })}
            </DialogTitle>
            <DialogDescription>
              {t('urlTemplates.editor.publishedNext', {
                count: published.accountCount,
                platform: t(`platforms.${published.platform}`),
              })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('urlTemplates.editor.publishedLater')}</Button>
            </DialogClose>
            <Button onClick={onAssign}>
              <FileSlidersIcon aria-hidden="true" />
              {t('urlTemplates.editor.assignToAccounts')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : (
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
      )}
    </Dialog>
  );
}
