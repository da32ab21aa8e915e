import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@utmost/ui/components/dialog';
import { Input } from '@utmost/ui/components/input';
import { CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

/**
 * Shows a new key's secret, the only time the app ever has it (the API stores a hash). Closing
 * the dialog forgets it.
 */
export function ApiKeySecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();

  async function copySecret(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', t('apiKeys.copied'));
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the field stays selectable.
      notify('error', t('apiKeys.copyFailed'));
    }
  }

  return (
    <Dialog open={secret !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('apiKeys.secretTitle')}</DialogTitle>
          <DialogDescription>{t('apiKeys.secretDescription')}</DialogDescription>
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>{t('apiKeys.secretWarning')}</AlertDescription>
        </Alert>
        <div className="flex gap-2">
          <Input
            readOnly
            aria-label={t('apiKeys.secretLabel')}
            value={secret ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button
            variant="secondary"
            onClick={() => (secret === null ? undefined : void copySecret(secret))}
          >
            <CopyIcon aria-hidden="true" />
            {t('apiKeys.copy')}
          </Button>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>{t('apiKeys.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
