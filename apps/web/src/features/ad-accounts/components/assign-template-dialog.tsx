import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_TEMPLATE_ID, type AdAccount, type Platform } from '@utmost/ads-sdk';
import { urlTemplatesQueryOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { Checkbox } from '@utmost/ui/components/checkbox';
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
import { useBulkAdAccountActions } from '../api/use-bulk-ad-account-actions';

/** What to assign: accounts of one platform, and the template to start from, if any. */
export interface AssignRequest {
  platform: Platform;
  accounts: readonly AdAccount[];
  /** Chosen already (a template just published, or the checklist's); the user may change it. */
  templateId: string | null;
  /**
   * From the way on after publishing or the checklist: "switch auto-tagging on" starts ticked,
   * since that is the step the user is on. A bulk assign leaves auto-tagging as it is by default.
   */
  isGuided: boolean;
}

/**
 * "Assign template" (tagging mode): one template of the platform for every account of the request,
 * and, if ticked, auto-tagging switched on for them in the same step (the activation rule of
 * spec §4 is met once the template is assigned).
 */
export function AssignTemplateDialog({
  request,
  assign,
  onClose,
  onAssigned,
}: {
  /** Open while not null. */
  request: AssignRequest | null;
  assign: ReturnType<typeof useAssignUrlTemplate>;
  onClose: () => void;
  onAssigned: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {request === null ? null : (
        <AssignTemplateDialogContent
          key={`${request.platform}:${request.templateId ?? ''}:${request.accounts.map((account) => account.id).join()}`}
          request={request}
          assign={assign}
          onAssigned={onAssigned}
        />
      )}
    </Dialog>
  );
}

function AssignTemplateDialogContent({
  request,
  assign,
  onAssigned,
}: {
  request: AssignRequest;
  assign: ReturnType<typeof useAssignUrlTemplate>;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const { platform, accounts } = request;
  const [templateId, setTemplateId] = useState(request.templateId ?? '');
  const [isSwitchingOn, setSwitchingOn] = useState(request.isGuided);
  const actions = useBulkAdAccountActions();
  const { data: templates } = useQuery({
    ...urlTemplatesQueryOptions(sdk, { platform, organizationId: organizationId ?? '' }),
    enabled: organizationId !== null,
  });
  const platformName = t(`platforms.${platform}`);
  const toSwitchOn = accounts.filter((account) => !account.enabled);
  const isBusy = assign.isPending || actions.setEnabled.isPending;

  function confirm() {
    const template = templates?.find((candidate) => candidate.id === templateId);
    if (template === undefined) return;
    assign.mutate(
      { platform, accounts: [...accounts], urlTemplateId: template.id },
      {
        onSuccess: () => {
          if (!isSwitchingOn || toSwitchOn.length === 0) {
            notify(
              'success',
              t('adAccounts.templateAssigned', { name: template.name, count: accounts.length }),
            );
            onAssigned();
            return;
          }
          actions.setEnabled.mutate(
            { accounts: toSwitchOn, enabled: true },
            {
              onSuccess: () => {
                notify(
                  'success',
                  t('adAccounts.templateAssignedAndOn', {
                    name: template.name,
                    count: accounts.length,
                  }),
                );
                onAssigned();
              },
            },
          );
        },
      },
    );
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t('adAccounts.assignTitle', { count: accounts.length })}</DialogTitle>
        <DialogDescription>
          {t('adAccounts.assignDescription', { platform: platformName })}
        </DialogDescription>
      </DialogHeader>
      <ul
        aria-label={t('adAccounts.runs.accountsLabel')}
        className="max-h-32 overflow-y-auto rounded-md border border-border px-3 py-2 text-sm"
      >
        {accounts.map((account) => (
          <li key={account.id} className="truncate">
            {account.name}
          </li>
        ))}
      </ul>
      {templates !== undefined && templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('adAccounts.noTemplatesYet', { platform: platformName })}{' '}
          <Link
            to="/url-templates/edit-template/$platform/$id"
            params={{ platform, id: DEFAULT_TEMPLATE_ID }}
            className="font-medium text-foreground underline underline-offset-4"
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
      {toSwitchOn.length === 0 ? null : (
        <div className="flex items-start gap-2">
          <Checkbox
            id="assign-switch-on"
            className="mt-0.5"
            checked={isSwitchingOn}
            onCheckedChange={(checked) => setSwitchingOn(checked === true)}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor="assign-switch-on">
              {t('adAccounts.assignSwitchOn', { count: toSwitchOn.length })}
            </Label>
            <p className="text-xs text-muted-foreground">{t('adAccounts.assignSwitchOnHint')}</p>
          </div>
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('adAccounts.cancel')}</Button>
        </DialogClose>
        <Button disabled={templateId === '' || isBusy} onClick={confirm}>
          {t('adAccounts.confirmAssign')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
