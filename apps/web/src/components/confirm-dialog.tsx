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
import type { ReactNode } from 'react';

/**
 * Asks before a destructive (or otherwise weighty) action. Open while `isOpen`; closing any way calls `onClose`, and the
 * confirm button stays disabled while the action runs so it cannot be sent twice. `children`, when
 * given, go between the description and the buttons (a list of what the action affects, say).
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  cancelLabel,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
  children,
  confirmVariant = 'destructive',
}: {
  isOpen: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
  /** `default` where confirming loses nothing (leaving with the draft kept, say). */
  confirmVariant?: 'destructive' | 'default';
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(isNowOpen) => (isNowOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
