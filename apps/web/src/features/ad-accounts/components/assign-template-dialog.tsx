import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_TEMPLATE_ID, type AdAccount, type Platform } from '@utmost/ads-sdk';
import { urlTemplatesQueryOptions } from '@utmost/ads-sdk/query';
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
import { Label } from '@utmost/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import type { useAssignUrlTemplate } from '../api/use-assign-url-template';

/**
 * The bulk "Assign template" (tagging mode): one template of the selection's platform for every
 * selected account. Auto-tagging stays as it was; the accounts can be turned on once assigned.
 */
export function AssignTemplateDialog({
  platform,
  accounts,
  assign,
  onClose,
  onAssigned,
}: {
  /** Open while not null: the one platform of the selected accounts. */
  platform: Platform | null;
  accounts: readonly AdAccount[];
  assign: ReturnType<typeof useAssignUrlTemplate>;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const [templateId, setTemplateId] = useState('');
  const { data: templates } = useQuery({
    ...urlTemplatesQueryOptions(sdk, {
      platform: platform ?? 'google',
      organizationId: organizationId ?? '',
    }),
    enabled: platform !== null && organizationId !== null,
  });
  const platformName = platform === null ? '' : t(`platforms.${platform}`);

  function close() {
    setTemplateId('');
    onClose();
  }

  function confirm() {
    const template = templates?.find((candidate) => candidate.id === templateId);
    if (platform === null || template === undefined) return;
    assign.mutate(
      { platform, accounts, urlTemplateId: template.id },
      {
        onSuccess: () => {
          notify(
            'success',
            t('adAccounts.templateAssigned', { name: template.name, count: accounts.length }),
          );
          setTemplateId('');
          onAssigned();
        },
      },
    );
  }

  return (
    <Dialog open={platform !== null} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('adAccounts.assignTitle', { count: accounts.length })}</DialogTitle>
          <DialogDescription>
            {t('adAccounts.assignDescription', { platform: platformName })}
          </DialogDescription>
        </DialogHeader>
        {templates !== undefined && templates.length === 0 && platform !== null ? (
          <p className="text-sm text-muted-foreground">
            {t('adAccounts.noTemplatesYet', { platform: platformName })}{' '}
            <Link
              to="/url-templates/edit-template/$platform/$id"
              params={{ platform, id: DEFAULT_TEMPLATE_ID }}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {t('adAccounts.createTemplate')}
            </Link>
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <Label htmlFor="assign-template">{t('adAccounts.columns.trackingTemplate')}</Label>
            <Select value={templateId} onValueChange={setTemplateId}>
              <SelectTrigger id="assign-template" className="w-full">
                <SelectValue placeholder={t('adAccounts.chooseTemplateToAssign')} />
              </SelectTrigger>
              <SelectContent>
                {(templates ?? []).map((template) => (
                  <SelectItem key={template.id} value={template.id}>
                    {template.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('adAccounts.cancel')}</Button>
          </DialogClose>
          <Button disabled={templateId === '' || assign.isPending} onClick={confirm}>
            {t('adAccounts.confirmAssign')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
