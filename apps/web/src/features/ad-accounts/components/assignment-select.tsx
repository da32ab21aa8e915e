import type { AdAccount } from '@utmost/ads-sdk';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';

/**
 * The tracking template selector (tagging mode) or AI rules selector (search-terms mode) of a row.
 * Shows what is assigned; choosing arrives with the tracking templates feature (issue 5) and the AI
 * briefs feature, so until then it is disabled with a hint saying so.
 */
export function AssignmentSelect({
  account,
  kind,
}: {
  account: AdAccount;
  kind: 'trackingTemplate' | 'aiRules';
}) {
  const { t } = useTranslation();
  const assigned = kind === 'trackingTemplate' ? account.urlTemplate : account.brand;
  const hint = t(
    kind === 'trackingTemplate' ? 'adAccounts.templatesArriveSoon' : 'adAccounts.briefsArriveSoon',
  );
  return (
    <DisabledHint hint={hint}>
      <Select value={assigned?.id ?? ''} disabled>
        <SelectTrigger
          size="sm"
          className="w-44"
          aria-label={t(
            kind === 'trackingTemplate' ? 'adAccounts.templateOf' : 'adAccounts.briefOf',
            {
              name: account.name,
            },
          )}
        >
          <SelectValue
            placeholder={t(
              kind === 'trackingTemplate' ? 'adAccounts.chooseTemplate' : 'adAccounts.chooseBrief',
            )}
          />
        </SelectTrigger>
        <SelectContent>
          {assigned === null ? null : <SelectItem value={assigned.id}>{assigned.name}</SelectItem>}
        </SelectContent>
      </Select>
    </DisabledHint>
  );
}
