import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdAccount, Brief } from '@utmost/ads-sdk';
import {
  adAccountsQueryOptions,
  assignBriefMutationOptions,
  invalidateQueryTags,
} from '@utmost/ads-sdk/query';
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
import { CircleCheckIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';

const NO_ACCOUNTS: AdAccount[] = [];

/**
 * The way on after saving a new brief (issue 25, as publishing a template offers): assign it to
 * Google ad accounts here, those without a brief ticked. Shown only while the organization has
 * Google accounts; "Later" leaves the brief unassigned.
 */
export function AssignNewBriefDialog({ brief, onClose }: { brief: Brief; onClose: () => void }) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const { data } = useQuery({
    ...adAccountsQueryOptions(sdk, { platform: 'google', organizationId }),
    enabled: organizationId !== '',
  });
  const accounts = data ?? NO_ACCOUNTS;
  const withoutBrief = useMemo(
    () => new Set(accounts.filter((account) => account.brand === null).map(({ id }) => id)),
    [accounts],
  );
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const chosen = picked ?? withoutBrief;
  const assign = useMutation({
    ...assignBriefMutationOptions(sdk, organizationId),
    onSuccess: async (changed) => {
      notify(
        'success',
        t('briefs.assignNew.assigned', { name: brief.briefName, count: changed.length }),
      );
      onClose();
      await invalidateQueryTags(queryClient, ['adAccount', 'brand']);
    },
  });

  if (accounts.length === 0) return null;

  function toggle(id: string, isChecked: boolean) {
    const next = new Set(chosen);
    if (isChecked) next.add(id);
    else next.delete(id);
    setPicked(next);
  }

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheckIcon aria-hidden="true" className="size-5 text-success" />
            {t('briefs.assignNew.title', { name: brief.briefName })}
          </DialogTitle>
          <DialogDescription>{t('briefs.assignNew.description')}</DialogDescription>
        </DialogHeader>
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {accounts.map((account) => (
            <li key={account.id} className="flex items-center gap-2">
              <Checkbox
                id={`assign-new-brief-${account.id}`}
                checked={chosen.has(account.id)}
                onCheckedChange={(state) => toggle(account.id, state === true)}
              />
              <Label htmlFor={`assign-new-brief-${account.id}`} className="font-normal">
                {account.name}
                {account.brand === null ? null : (
                  <span className="text-muted-foreground">
                    {t('briefs.assignNew.uses', { name: account.brand.name })}
                  </span>
                )}
              </Label>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('briefs.assignNew.later')}</Button>
          </DialogClose>
          <Button
            disabled={chosen.size === 0 || assign.isPending}
            onClick={() =>
              assign.mutate({
                accounts: accounts.filter((account) => chosen.has(account.id)),
                brandId: brief.id,
              })
            }
          >
            {t('briefs.assignNew.assign', { count: chosen.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
